import { BellRing, Volume2, VolumeX } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { disableSound, enableSound, playChime, soundState } from '../chime.ts';
import type { DeskConnection } from '../hooks/use-desk-feed.ts';

const connectionLook: Record<DeskConnection, { text: string; dot: string }> = {
  online: { text: 'Live: new orders appear by themselves', dot: 'bg-herb-700' },
  connecting: { text: 'Connecting…', dot: 'bg-saffron-400' },
  offline: { text: 'Offline: reconnecting…', dot: 'bg-danger-700' },
};

/** The connection's state and the sound switch, at the top of the desk. */
export function DeskBar({ connection }: { connection: DeskConnection }) {
  const sound = useSyncExternalStore(soundState.subscribe, soundState.get);
  const look = connectionLook[connection];
  return (
    <div className="mb-4 flex flex-col gap-3 rounded-2xl bg-white p-3 shadow-card ring-1 ring-cream-200 sm:flex-row sm:items-center sm:justify-between sm:p-4">
      <p className="flex items-center gap-2 text-sm font-semibold text-ink-900">
        <span aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-full', look.dot)} />
        {look.text}
      </p>
      {sound === 'unsupported' ? (
        <p className="text-sm text-ink-700">This browser cannot play the new-order chime.</p>
      ) : sound === 'on' ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="mr-1 flex items-center gap-1.5 text-sm font-semibold text-herb-700">
            <BellRing aria-hidden="true" className="size-4" />
            Sound on
          </p>
          <Button variant="secondary" size="sm" onClick={playChime}>
            Test sound
          </Button>
          <Button variant="ghost" size="sm" onClick={disableSound}>
            <VolumeX aria-hidden="true" />
            Mute
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
          <p id="desk-sound-hint" className="text-sm text-ink-700 sm:max-w-xs sm:text-right">
            Browsers only play sound after a click: press once each time this page is opened.
          </p>
          <Button size="sm" onClick={() => void enableSound()} aria-describedby="desk-sound-hint">
            <Volume2 aria-hidden="true" />
            Enable sound
          </Button>
        </div>
      )}
    </div>
  );
}
