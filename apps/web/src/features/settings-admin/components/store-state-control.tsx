import { PAUSE_MINUTES_CHOICES, PAUSE_UNTIL_END_OF_DAY, type PauseStore } from '@food/contract';
import { ChevronDown, CirclePause } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { cn } from '@/lib/cn.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { usePauseStore } from '../api/store-settings.ts';
import { useStoreState } from '../hooks/use-store-state.ts';
import { useStoreUpdates } from '../hooks/use-store-updates.ts';
import type { StoreState } from '../lib/store-state.ts';
import { ResumeStoreButton } from './resume-store-button.tsx';

const MINUTES_LABELS: Record<(typeof PAUSE_MINUTES_CHOICES)[number], string> = {
  15: '15 min',
  30: '30 min',
  60: '1 hour',
};

const PAUSE_CHOICES: { label: string; pause: PauseStore }[] = [
  ...PAUSE_MINUTES_CHOICES.map((minutes) => ({ label: MINUTES_LABELS[minutes], pause: { minutes } })),
  { label: 'Rest of the day', pause: { until: PAUSE_UNTIL_END_OF_DAY } },
];

const REASON_MAX = 200;

const tones: Record<StoreState['kind'], string> = {
  open: 'bg-herb-700',
  closed: 'bg-ink-500',
  paused: 'bg-danger-700',
  unknown: 'bg-cream-300',
};

/**
 * The back office header's store state (issue 13): open, closed and when it opens, or paused and
 * until when; "Pause orders" for a while, or "Resume" while paused. It follows pauses and resumes from
 * any device live, and a pause's end without a reload.
 */
export function StoreStateControl({ storeId, token }: { storeId: number; token: string }) {
  useStoreUpdates(storeId, token);
  const state = useStoreState(storeId);
  return (
    <div className="flex min-w-0 items-center gap-2">
      <StoreStateText state={state} />
      {state.kind === 'paused' ? (
        <ResumeStoreButton
          storeId={storeId}
          label="Resume"
          compact
          className="max-sm:size-11 max-sm:px-0 sm:h-10"
        />
      ) : (
        <PauseMenu storeId={storeId} />
      )}
    </div>
  );
}

function StoreStateText({ state }: { state: StoreState }) {
  return (
    <div role="status" className="flex min-w-0 items-center gap-2">
      {state.kind === 'unknown' ? (
        <Skeleton className="h-4 w-20" />
      ) : (
        <>
          <span aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-full', tones[state.kind])} />
          <span className="min-w-0 leading-tight">
            <span
              className={cn(
                'block text-xs font-bold sm:text-sm',
                state.kind === 'paused' ? 'text-danger-700' : 'text-ink-900',
              )}
            >
              {state.text}
            </span>
            {state.detail && (
              <span className="block truncate text-xs text-ink-600 max-sm:sr-only">{state.detail}</span>
            )}
          </span>
        </>
      )}
    </div>
  );
}

/** "Pause orders": a reason customers may read, then how long; each length pauses at once. */
function PauseMenu({ storeId }: { storeId: number }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const pause = usePauseStore(storeId);
  const titleId = useId();

  const choose = (choice: PauseStore) =>
    // Not mutate()'s callbacks: this menu goes away as soon as the store is paused.
    pause.mutateAsync({ ...choice, reason: reason.trim() || null }).then(
      ({ msg }) => {
        toast({ title: msg });
        setOpen(false);
        setReason('');
      },
      // The menu stays open and shows the failure (pause.error).
      () => {},
    );

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) pause.reset();
      }}
    >
      <Popover.Trigger
        className={cn(
          buttonClasses({ variant: 'secondary', size: 'sm' }),
          'max-sm:size-11 max-sm:px-0 sm:h-10',
        )}
      >
        <CirclePause aria-hidden="true" />
        <span className="max-sm:sr-only">Pause orders</span>
        <ChevronDown aria-hidden="true" className="max-sm:hidden" />
      </Popover.Trigger>
      {/* Not portalled: the menu stays inside the header landmark. */}
      <Popover.Content
        align="end"
        sideOffset={8}
        collisionPadding={16}
        aria-labelledby={titleId}
        className="z-50 w-80 max-w-[calc(100vw-2rem)] rounded-2xl bg-white p-4 shadow-raised ring-1 ring-cream-200 outline-none"
      >
        <h2 id={titleId} className="font-display text-lg font-bold text-ink-900">
          Pause orders
        </h2>
        <p className="mt-1 text-sm text-ink-700">
          Customers cannot order until the pause ends. You can resume at any time.
        </p>
        {pause.error && (
          <ErrorAlert
            className="mt-3"
            title={failureMessage(pause.error, 'Orders could not be paused. Please try again.')}
          />
        )}
        <TextField
          className="mt-4"
          label="Reason (optional)"
          hint="Customers see it while orders are paused."
          autoComplete="off"
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <div role="group" aria-label="Pause for" className="mt-4 grid grid-cols-2 gap-2">
          {PAUSE_CHOICES.map((choice) => (
            <Button
              key={choice.label}
              variant="secondary"
              disabled={pause.isPending}
              onClick={() => choose(choice.pause)}
            >
              {choice.label}
            </Button>
          ))}
        </div>
      </Popover.Content>
    </Popover.Root>
  );
}
