import type { AnsweredOrder } from '@food/contract';
import { AppError, fieldError } from '../../lib/errors.ts';

const MINUTE_MS = 60_000;
/** A ready time more than this after the order's time is a typo (a wrong day), not a plan. */
const READY_AT_MAX_AHEAD_MS = 24 * 60 * MINUTE_MS;

/** What the order and its store say when the answer names no time. */
export interface ReadyDefaults {
  /** The store's preparation time. */
  prepMinutes: number;
  /** The slot an order ahead is for: it is ready then. */
  scheduledFor: Date | null;
}

/**
 * When an accepted order will be ready: in `ready_in_minutes`, at `ready_at`, else at its slot or after the
 * store's preparation time.
 */
export function readyTimeOf(
  answer: Pick<AnsweredOrder, 'ready_in_minutes' | 'ready_at'>,
  now: Date,
  { prepMinutes, scheduledFor }: ReadyDefaults,
): Date {
  if (answer.ready_at === undefined) {
    if (answer.ready_in_minutes === undefined && scheduledFor && scheduledFor > now) return scheduledFor;
    return new Date(now.getTime() + (answer.ready_in_minutes ?? prepMinutes) * MINUTE_MS);
  }
  const readyAt = new Date(answer.ready_at);
  if (readyAt.getTime() <= now.getTime())
    throw new AppError('ready_time_past', undefined, {
      fields: { ready_at: [{ id: 'errors.time_not_in_future' }] },
    });
  const latest = Math.max(now.getTime(), scheduledFor?.getTime() ?? 0) + READY_AT_MAX_AHEAD_MS;
  if (readyAt.getTime() > latest) {
    throw fieldError('ready_time_too_late', 'ready_at', { scheduled: scheduledFor ? 'yes' : 'no' });
  }
  return readyAt;
}
