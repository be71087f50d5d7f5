import { DEFAULT_READY_IN_MINUTES, type AnsweredOrder } from '@food/contract';
import { invalid } from '../../lib/errors.ts';

const MINUTE_MS = 60_000;
/** A ready time further ahead is a typo (a wrong day), not a plan: orders are for now. */
const READY_AT_MAX_AHEAD_MS = 24 * 60 * MINUTE_MS;

/** When an accepted order will be ready: in `ready_in_minutes`, at `ready_at`, or in 20 minutes. */
export function readyTimeOf(answer: Pick<AnsweredOrder, 'ready_in_minutes' | 'ready_at'>, now: Date): Date {
  if (answer.ready_at === undefined) {
    return new Date(now.getTime() + (answer.ready_in_minutes ?? DEFAULT_READY_IN_MINUTES) * MINUTE_MS);
  }
  const readyAt = new Date(answer.ready_at);
  const ahead = readyAt.getTime() - now.getTime();
  if (ahead <= 0)
    throw invalid('Choose a ready time in the future', { ready_at: ['Choose a time in the future'] });
  if (ahead > READY_AT_MAX_AHEAD_MS) {
    const message = 'Choose a ready time within the next 24 hours';
    throw invalid(message, { ready_at: [message] });
  }
  return readyAt;
}
