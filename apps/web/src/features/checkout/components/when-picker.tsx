import { CalendarClock, RotateCw, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { storeTimeText, type StoreClock } from '@/features/store/store-time.ts';
import { cn } from '@/lib/cn.ts';
import { dayLabel } from '../schedule.ts';
import type { When, WhenMode } from '../use-when.ts';

const focusRing =
  'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-(--focus-ring)';

/**
 * "When" (issue 13): As soon as possible, or Schedule with a day and one of its slots that has room.
 * While the store takes no orders now, As soon as possible is off and says why (`closedText`).
 */
export function WhenPicker({
  when,
  store,
  now,
  closedText,
}: {
  when: When;
  store: StoreClock;
  now: number;
  closedText: string;
}) {
  const intl = useIntl();
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="font-display text-xl font-bold text-ink-900">
          {intl.formatMessage({ id: 'checkout.when.title' })}
        </legend>
        <div className="mt-4 grid gap-2 sm:grid-cols-2">
          <ModeOption
            mode="asap"
            when={when}
            icon={<Zap aria-hidden="true" />}
            label={intl.formatMessage({ id: 'checkout.when.asap' })}
            description={when.asapOpen ? undefined : closedText}
            disabled={!when.asapOpen}
          />
          <ModeOption
            mode="schedule"
            when={when}
            icon={<CalendarClock aria-hidden="true" />}
            label={intl.formatMessage({ id: 'checkout.when.schedule' })}
            description={intl.formatMessage({ id: 'checkout.when.schedule_hint' })}
          />
        </div>
      </fieldset>

      {when.mode === 'schedule' && (
        <>
          {/* A fieldset is as wide as its content unless told otherwise: the row would widen the page. */}
          <fieldset className="min-w-0">
            <legend className="text-sm font-semibold text-ink-800">
              {intl.formatMessage({ id: 'checkout.when.day' })}
            </legend>
            {/* Phones: one row that scrolls sideways. */}
            <div className="-mx-5 mt-2 flex gap-2 overflow-x-auto px-5 py-1 sm:mx-0 sm:flex-wrap sm:px-0">
              {when.days.map((day) => (
                <Chip
                  key={day}
                  name="order_day"
                  checked={day === when.day}
                  onChange={() => when.setDay(day)}
                  className="shrink-0 px-4"
                >
                  {dayLabel(day, now, store, intl)}
                </Chip>
              ))}
            </div>
          </fieldset>
          <SlotPicker when={when} store={store} />
        </>
      )}
    </div>
  );
}

function ModeOption({
  mode,
  when,
  icon,
  label,
  description,
  disabled = false,
}: {
  mode: WhenMode;
  when: When;
  icon: ReactNode;
  label: string;
  description?: string;
  disabled?: boolean;
}) {
  return (
    <label
      className={cn(
        'flex min-h-12 items-start gap-3 rounded-xl border border-ink-500/60 bg-white px-3 py-3 text-sm transition-colors',
        'has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600',
        focusRing,
        disabled ? 'cursor-not-allowed border-cream-300 bg-cream-50' : 'cursor-pointer hover:border-ink-700',
      )}
    >
      <input
        type="radio"
        name="order_when"
        value={mode}
        checked={when.mode === mode}
        disabled={disabled}
        onChange={() => when.setMode(mode)}
        className="mt-0.5 size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
      />
      <span className="min-w-0">
        <span
          className={cn(
            'flex items-center gap-1.5 font-semibold [&_svg]:size-4 [&_svg]:shrink-0',
            disabled ? 'text-ink-600' : 'text-ink-900',
          )}
        >
          {icon}
          {label}
        </span>
        {description && (
          <span
            className={cn(
              'mt-0.5 block text-xs',
              disabled ? 'font-semibold text-danger-700' : 'text-ink-600',
            )}
          >
            {description}
          </span>
        )}
      </span>
    </label>
  );
}

/** A radio button that looks like a chip: tall enough to tap, its focus ring on the chip. */
function Chip({
  name,
  checked,
  onChange,
  className,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'relative inline-flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-cream-300 bg-white text-sm font-semibold whitespace-nowrap text-ink-800 transition-colors tabular-nums hover:border-ink-500',
        'has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white',
        focusRing,
        className,
      )}
    >
      {/* Over the whole chip, unseen: a tap anywhere on the chip is a tap on the radio. */}
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="absolute inset-0 cursor-pointer appearance-none rounded-xl opacity-0"
      />
      {children}
    </label>
  );
}

function SlotPicker({ when, store }: { when: When; store: StoreClock }) {
  const intl = useIntl();
  const { slots } = when;
  return (
    <fieldset aria-busy={slots.isPending || undefined}>
      <legend className="text-sm font-semibold text-ink-800">
        {intl.formatMessage({ id: 'checkout.when.time' })}
      </legend>
      {slots.isPending ? (
        <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="h-11 rounded-xl" />
          ))}
        </div>
      ) : slots.isError ? (
        <ErrorAlert className="mt-2" title={intl.formatMessage({ id: 'checkout.when.times_failed' })}>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void slots.refetch()}>
            <RotateCw aria-hidden="true" />
            {intl.formatMessage({ id: 'checkout.try_again' })}
          </Button>
        </ErrorAlert>
      ) : when.offered.length === 0 ? (
        <p className="mt-2 rounded-xl bg-cream-100 px-4 py-3 text-sm text-ink-700">
          {intl.formatMessage({ id: 'checkout.when.no_times' })}
        </p>
      ) : (
        <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5">
          {when.offered.map((slot) => (
            <Chip
              key={slot.start}
              name="order_slot"
              checked={slot.start === when.start}
              onChange={() => when.setStart(slot.start)}
            >
              {storeTimeText(Date.parse(slot.start), store)}
            </Chip>
          ))}
        </div>
      )}
    </fieldset>
  );
}
