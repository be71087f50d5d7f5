import { cn } from '@/lib/cn.ts';

/**
 * A Radix switch's track: 48 × 28 as drawn, but 44 px tall to a thumb on a phone (the drawn track is
 * its `::before`). `checkedTrack` colours the track when on, e.g. `data-[state=checked]:before:bg-herb-700`.
 */
export const switchTrackClasses = (checkedTrack: string) =>
  cn(
    'relative mt-0.5 h-11 w-12 shrink-0 cursor-pointer rounded-full sm:h-7',
    'before:absolute before:inset-x-0 before:top-2 before:h-7 before:rounded-full before:bg-ink-500 before:transition-colors sm:before:top-0',
    checkedTrack,
  );

export const switchThumbClasses =
  'relative block size-5 translate-x-1 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-6';
