import { describe, expect, it } from 'vitest';
import { getIntl } from '@/lib/i18n/language.ts';
import { isPausedAt, storeState } from './store-state.ts';

const clock = { timezone: 'Europe/Berlin', locale: 'en-GB' };
// Monday 1 June 2026, 12:00 in Berlin (summer time, UTC+2).
const now = Date.parse('2026-06-01T10:00:00Z');

const notPaused = { paused: false, paused_until: null, pause_reason: null };
const state = (overrides: Partial<Parameters<typeof storeState>[0]>) =>
  storeState({
    intl: getIntl(),
    settings: notPaused,
    isOpen: false,
    nextOpenAt: null,
    closedReason: '',
    clock,
    now,
    ...overrides,
  });

describe('isPausedAt', () => {
  it('ends a pause with an end once the end has passed', () => {
    const pause = { paused: true, paused_until: '2026-06-01T10:15:00Z' };
    expect(isPausedAt(pause, now)).toBe(true);
    expect(isPausedAt(pause, Date.parse('2026-06-01T10:15:00Z'))).toBe(false);
  });

  it('keeps the automatic pause, which has no end, until it is resumed', () => {
    expect(isPausedAt({ paused: true, paused_until: null }, now + 86_400_000)).toBe(true);
    expect(isPausedAt({ paused: false, paused_until: null }, now)).toBe(false);
  });
});

describe('storeState', () => {
  it('says Open while the store takes orders', () => {
    expect(state({ isOpen: true })).toEqual({ kind: 'open', text: 'Open', shortText: 'Open', detail: null });
  });

  it("says when a closed store opens next on the store's clock, and why it is closed today", () => {
    expect(state({ nextOpenAt: '2026-06-02T09:30:00Z' }).text).toBe('Closed · opens Tue 11:30');
    expect(state({ nextOpenAt: '2026-06-24T09:30:00Z' }).text).toBe('Closed · opens 24 Jun 11:30');
    expect(state({ nextOpenAt: '2026-06-01T15:30:00Z', closedReason: 'Staff training' })).toEqual({
      kind: 'closed',
      text: 'Closed · opens 17:30',
      shortText: 'Closed',
      detail: 'Staff training',
    });
  });

  it('says closed until further notice with no opening ahead, or one that has already passed', () => {
    expect(state({ nextOpenAt: null }).text).toBe('Closed until further notice');
    expect(state({ nextOpenAt: '2026-06-01T09:00:00Z' }).text).toBe('Closed until further notice');
  });

  it('says until when a pause lasts, with its reason, whatever the hours say', () => {
    const settings = { paused: true, paused_until: '2026-06-01T17:30:00Z', pause_reason: 'Kitchen full' };
    expect(state({ settings, isOpen: null })).toEqual({
      kind: 'paused',
      text: 'Paused until 19:30',
      shortText: 'Paused',
      detail: 'Kitchen full',
    });
    // The rest of the day may end after midnight, at the close of a range open then.
    const late = { ...settings, paused_until: '2026-06-01T23:00:00Z' };
    expect(state({ settings: late }).text).toBe('Paused until Tue 01:00');
  });

  it('explains the automatic pause, which has no end', () => {
    const settings = { paused: true, paused_until: null, pause_reason: null };
    expect(state({ settings, isOpen: false })).toMatchObject({
      text: 'Paused',
      detail: '3 orders in a row went unanswered',
    });
  });

  it('shows the hours again once a pause has ended, before the server says so', () => {
    const settings = { paused: true, paused_until: '2026-06-01T09:59:00Z', pause_reason: 'Kitchen full' };
    expect(state({ settings, isOpen: true }).text).toBe('Open');
  });

  it("claims nothing while neither a pause nor the status is known, nor the store's clock", () => {
    expect(state({ settings: undefined, isOpen: null }).kind).toBe('unknown');
    expect(state({ isOpen: null }).text).toBe('');
    expect(state({ isOpen: true, clock: undefined }).kind).toBe('unknown');
  });
});
