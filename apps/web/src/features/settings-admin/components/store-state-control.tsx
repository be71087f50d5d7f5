import { PAUSE_MINUTES_CHOICES, PAUSE_UNTIL_END_OF_DAY, type PauseStore } from '@food/contract';
import { ChevronDown, CirclePause } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useRef, useState } from 'react';
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
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';

/** The pause choices: so many minutes (an hour as "1 hour"), or the rest of the day. */
function pauseChoices(intl: IntlShape): { label: string; pause: PauseStore }[] {
  return [
    ...PAUSE_MINUTES_CHOICES.map((minutes) => ({
      label:
        minutes === 60
          ? intl.formatMessage({ id: 'settings.pause.hour' })
          : intl.formatMessage({ id: 'settings.pause.minutes' }, { minutes }),
      pause: { minutes },
    })),
    {
      label: intl.formatMessage({ id: 'settings.pause.restOfDay' }),
      pause: { until: PAUSE_UNTIL_END_OF_DAY },
    },
  ];
}

const REASON_MAX = 200;

const dotTones: Record<StoreState['kind'], string> = {
  open: 'bg-herb-700',
  closed: 'bg-ink-500',
  paused: 'bg-danger-700',
  unknown: 'bg-cream-300',
};

/**
 * The back office header's store state (issue 13): open, closed and when it opens, or paused and
 * until when; "Pause orders" for a while, or "Resume" while paused. It follows pauses and resumes from
 * any device live, and a pause's end without a reload. Below the md width (phones, tablets) the state
 * is one short word whose menu holds the rest, so the header keeps its room.
 */
export function StoreStateControl({ storeId, token }: { storeId: number; token: string }) {
  const intl = useIntl();
  useStoreUpdates(storeId, token);
  const state = useStoreState(storeId);
  const paused = state.kind === 'paused';
  return (
    <div className="flex min-w-0 items-center gap-2">
      {/* Still announced when narrow, where the menu's button shows the state instead. */}
      <StoreStateText state={state} announce className="max-md:sr-only" />
      {paused && (
        <ResumeStoreButton
          storeId={storeId}
          label={intl.formatMessage({ id: 'settings.pause.resume' })}
          size="sm"
          className="h-10 shrink-0 max-md:hidden"
        />
      )}
      <StoreMenu storeId={storeId} state={state} />
    </div>
  );
}

export function StoreStateText({
  state,
  announce = false,
  wrap = false,
  className,
}: {
  state: StoreState;
  /** The header's copy is a live region: a pause from another device, or its end, is announced. */
  announce?: boolean;
  /** The detail in full on as many lines as it takes, instead of one cut-off line. */
  wrap?: boolean;
  className?: string;
}) {
  return (
    <div role={announce ? 'status' : undefined} className={cn('flex min-w-0 items-center gap-2', className)}>
      {state.kind === 'unknown' ? (
        <Skeleton className="h-4 w-28" />
      ) : (
        <>
          <span aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-full', dotTones[state.kind])} />
          <span className="min-w-0 leading-tight">
            <span
              className={cn(
                'block text-sm font-bold',
                state.kind === 'paused' ? 'text-danger-700' : 'text-ink-900',
              )}
            >
              {state.text}
            </span>
            {state.detail && (
              <span
                title={wrap ? undefined : state.detail}
                className={cn('block text-xs text-ink-600', !wrap && 'truncate')}
              >
                {state.detail}
              </span>
            )}
          </span>
        </>
      )}
    </div>
  );
}

/**
 * "Pause orders": a reason customers may read, then how long; each length pauses at once. When narrow
 * its button is the state, and it also says the whole state and offers Resume while paused; on wide
 * screens it is there only while not paused, beside the state and Resume.
 */
function StoreMenu({ storeId, state }: { storeId: number; state: StoreState }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const pause = usePauseStore(storeId);
  const contentRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const paused = state.kind === 'paused';

  const choose = (choice: PauseStore) =>
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
          'shrink-0 max-md:h-11 max-md:px-2.5 md:h-10',
          paused && 'md:hidden',
        )}
      >
        <span className="flex items-center gap-1.5 md:hidden">
          {state.kind === 'unknown' ? (
            <CirclePause aria-hidden="true" />
          ) : (
            <>
              <span aria-hidden="true" className={cn('size-2.5 rounded-full', dotTones[state.kind])} />
              <span className={cn(paused && 'text-danger-700')}>{state.shortText}</span>
            </>
          )}
          <span className="sr-only">
            <FormattedMessage id={paused ? 'settings.pause.srResume' : 'settings.pause.srPause'} />
          </span>
        </span>
        <CirclePause aria-hidden="true" className="max-md:hidden" />
        <span className="max-md:hidden">
          <FormattedMessage id="settings.pause.pauseOrders" />
        </span>
        <ChevronDown aria-hidden="true" />
      </Popover.Trigger>
      {/* Not portalled: the menu stays inside the header landmark. */}
      <Popover.Content
        ref={contentRef}
        tabIndex={-1}
        align="end"
        sideOffset={8}
        collisionPadding={16}
        aria-labelledby={titleId}
        // The menu itself takes the focus: a phone opens no keyboard for the reason before it is wanted.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          contentRef.current?.focus();
        }}
        className="z-50 w-80 max-w-[calc(100vw-2rem)] rounded-2xl bg-white p-4 shadow-raised ring-1 ring-cream-200 outline-none"
      >
        {state.kind !== 'unknown' && (
          <div className={cn('md:hidden', !paused && 'mb-4 border-b border-cream-200 pb-4')}>
            <StoreStateText state={state} />
            {paused && (
              <ResumeStoreButton
                storeId={storeId}
                label={intl.formatMessage({ id: 'settings.pause.resume' })}
                className="mt-3 w-full"
                onResumed={() => setOpen(false)}
              />
            )}
          </div>
        )}
        <h2 id={titleId} className={cn('font-display text-lg font-bold text-ink-900', paused && 'sr-only')}>
          <FormattedMessage id={paused ? 'settings.pause.storeState' : 'settings.pause.pauseOrders'} />
        </h2>
        {!paused && (
          <>
            <p className="mt-1 text-sm text-ink-700">
              <FormattedMessage id="settings.pause.intro" />
            </p>
            {pause.error && (
              <ErrorAlert
                className="mt-3"
                title={failureMessage(pause.error, intl.formatMessage({ id: 'settings.pause.failed' }))}
              />
            )}
            <TextField
              className="mt-4"
              label={intl.formatMessage({ id: 'settings.pause.reason' })}
              hint={intl.formatMessage({ id: 'settings.pause.reasonHint' })}
              autoComplete="off"
              maxLength={REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <div
              role="group"
              aria-label={intl.formatMessage({ id: 'settings.pause.for' })}
              className="mt-4 grid grid-cols-2 gap-2"
            >
              {pauseChoices(intl).map((choice) => (
                <Button
                  key={choice.label}
                  variant="secondary"
                  disabled={pause.isPending}
                  onClick={() => void choose(choice.pause)}
                >
                  {choice.label}
                </Button>
              ))}
            </div>
          </>
        )}
      </Popover.Content>
    </Popover.Root>
  );
}
