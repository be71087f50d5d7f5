import { describe, expect, it } from 'vitest';
import { IDLE_CHECK_MS, nextWakeAt, shouldPause } from './deadline-rules.ts';

const now = new Date('2026-06-10T10:00:00.000Z');
const at = (iso: string) => Date.parse(iso);

describe('nextWakeAt', () => {
  it('wakes for the idle check when nothing is pending', () => {
    expect(nextWakeAt(now, { nextDeadline: null, nextUncheckedPlacedAt: null })).toBe(
      now.getTime() + IDLE_CHECK_MS,
    );
  });

  it('wakes at the first deadline, or 2 minutes after the first unchecked order, whichever is first', () => {
    const placed = new Date('2026-06-10T09:58:40.000Z');
    expect(
      nextWakeAt(now, { nextDeadline: new Date('2026-06-10T10:00:20Z'), nextUncheckedPlacedAt: placed }),
    ).toBe(at('2026-06-10T10:00:20Z'));
    expect(
      nextWakeAt(now, { nextDeadline: new Date('2026-06-10T10:05:00Z'), nextUncheckedPlacedAt: placed }),
    ).toBe(at('2026-06-10T10:00:40Z'));
  });

  it('answers a deadline already past as it is, for an immediate run', () => {
    const past = new Date('2026-06-10T09:00:00Z');
    expect(nextWakeAt(now, { nextDeadline: past, nextUncheckedPlacedAt: null })).toBe(past.getTime());
  });
});

describe('shouldPause', () => {
  const timedOut = { timedOut: true };
  const answered = { timedOut: false };

  it('pauses after 3 orders in a row went unanswered', () => {
    expect(shouldPause([timedOut, timedOut, timedOut])).toBe(true);
  });

  it('does not pause with fewer, or when one of the latest was answered', () => {
    expect(shouldPause([timedOut, timedOut])).toBe(false);
    expect(shouldPause([timedOut, timedOut, answered])).toBe(false);
    expect(shouldPause([answered, timedOut, timedOut])).toBe(false);
  });
});
