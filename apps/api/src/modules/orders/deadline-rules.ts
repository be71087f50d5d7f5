/** An order pending this long with no order desk of its store connected is e-mailed to the administrators. */
export const DESK_ALERT_AFTER_MS = 2 * 60_000;
/** This many orders in a row rejected for no answer pause the store. */
export const PAUSE_AFTER_UNANSWERED = 3;
/**
 * Every process reads the next deadlines at least this often: an order placed on another process
 * re-arms only the timer of the process that took it, and a desk that left after the check is noticed.
 */
export const IDLE_CHECK_MS = 60_000;

export interface PendingTimes {
  /** The earliest answer deadline of a pending order. */
  nextDeadline: Date | null;
  /** The earliest placing time of a pending order whose desk check is still ahead. */
  nextUncheckedPlacedAt: Date | null;
}

/** When the scheduler should look again (ms since the epoch): the first deadline or desk check, or the idle check. */
export function nextWakeAt(now: Date, { nextDeadline, nextUncheckedPlacedAt }: PendingTimes): number {
  return Math.min(
    nextDeadline?.getTime() ?? Infinity,
    nextUncheckedPlacedAt ? nextUncheckedPlacedAt.getTime() + DESK_ALERT_AFTER_MS : Infinity,
    now.getTime() + IDLE_CHECK_MS,
  );
}

/** The store's latest answers, newest first: all of them rejections for no answer, and enough of them. */
export function shouldPause(latestAnswers: { timedOut: boolean }[]): boolean {
  return latestAnswers.length >= PAUSE_AFTER_UNANSWERED && latestAnswers.every((answer) => answer.timedOut);
}
