import { describe, expect, it } from 'vitest';
import { AppError, translateMessage } from '../../lib/errors.ts';
import { readyTimeOf } from './ready-time.ts';

const now = new Date('2026-06-10T10:00:00.000Z');
const asap = { prepMinutes: 20, scheduledFor: null };

describe('readyTimeOf', () => {
  it("is the store's preparation time from now without a choice, or the chosen minutes from now", () => {
    expect(readyTimeOf({}, now, asap).toISOString()).toBe('2026-06-10T10:20:00.000Z');
    expect(readyTimeOf({ ready_in_minutes: 45 }, now, asap).toISOString()).toBe('2026-06-10T10:45:00.000Z');
  });

  it('takes a chosen time as it is, with any offset', () => {
    expect(readyTimeOf({ ready_at: '2026-06-10T12:30:00+02:00' }, now, asap).toISOString()).toBe(
      '2026-06-10T10:30:00.000Z',
    );
  });

  it.each([
    ['now', '2026-06-10T10:00:00Z', 'Choose a time in the future'],
    ['in the past', '2026-06-10T09:59:00Z', 'Choose a time in the future'],
    ['more than a day ahead', '2026-06-11T10:00:01Z', 'Choose a ready time within the next 24 hours'],
  ])('refuses a time %s', (_, readyAt, message) => {
    let error: unknown;
    try {
      readyTimeOf({ ready_at: readyAt }, now, asap);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(
      (error as AppError).options.fields?.ready_at?.map((field) => translateMessage('en', field)),
    ).toEqual([message]);
  });

  it('is the slot of an order ahead without a choice, and takes a time up to a day after that slot', () => {
    const ahead = { prepMinutes: 20, scheduledFor: new Date('2026-06-13T17:30:00Z') };
    expect(readyTimeOf({}, now, ahead).toISOString()).toBe('2026-06-13T17:30:00.000Z');
    expect(readyTimeOf({ ready_in_minutes: 30 }, now, ahead).toISOString()).toBe('2026-06-10T10:30:00.000Z');
    expect(readyTimeOf({ ready_at: '2026-06-13T17:45:00Z' }, now, ahead).toISOString()).toBe(
      '2026-06-13T17:45:00.000Z',
    );
    expect(() => readyTimeOf({ ready_at: '2026-06-14T17:30:01Z' }, now, ahead)).toThrow(AppError);
  });
});
