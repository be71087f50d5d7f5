import { describe, expect, it } from 'vitest';
import { order } from '@/testing/fixtures.ts';
import {
  acceptAnswer,
  defaultReadyChoice,
  minutesUntil,
  nextClockTime,
  orderProductNames,
  OTHER_REASON,
  parseClock,
  productIdsNamed,
  readyAtSlot,
  readyChoices,
  rejectAnswer,
  rejectReasonChoices,
  timeLeftText,
} from './answer.ts';

describe('ready-time choices', () => {
  it('offers 15, 20, 30, 45 and 60 minutes, or a time, with the store’s preparation time chosen', () => {
    const choices = readyChoices(20, false);
    expect(choices.map((choice) => choice.value)).toEqual(['15', '20', '30', '45', '60', 'time']);
    expect(choices.map((choice) => choice.label)).toContain('20 minutes');
    expect(defaultReadyChoice(20, null)).toBe('20');
  });

  it('adds a preparation time that is not one of the usual minutes, in its place', () => {
    expect(readyChoices(25, false).map((choice) => choice.value)).toEqual([
      '15',
      '20',
      '25',
      '30',
      '45',
      '60',
      'time',
    ]);
    expect(defaultReadyChoice(25, null)).toBe('25');
  });

  it('offers a scheduled order its slot first, and chooses it', () => {
    const slot = '2025-06-10T17:30:00.000Z';
    const choices = readyChoices(20, true);
    expect(choices[0]).toEqual({ value: 'slot', label: 'As ordered' });
    expect(defaultReadyChoice(20, slot)).toBe('slot');
    expect(acceptAnswer('slot', '', new Date('2025-06-10T16:00:00Z'), 'Europe/Berlin', slot)).toEqual({
      ok: true,
      body: { approval_status: 2, ready_at: slot },
      readyAt: new Date(slot),
    });
  });

  it('offers the slot until it starts, however far ahead', () => {
    const now = new Date('2025-06-10T16:00:00Z');
    expect(readyAtSlot('2025-06-17T16:00:00.000Z', now)).toBe('2025-06-17T16:00:00.000Z');
    expect(readyAtSlot('2025-06-10T16:00:00.000Z', now)).toBeNull();
    expect(readyAtSlot(null, now)).toBeNull();
  });

  it('accepts with the minutes chosen', () => {
    const now = new Date('2025-06-10T16:00:00Z');
    const answer = acceptAnswer('30', '', now, 'Europe/Berlin');
    expect(answer).toEqual({
      ok: true,
      body: { approval_status: 2, ready_in_minutes: 30 },
      readyAt: new Date('2025-06-10T16:30:00Z'),
    });
  });

  it('accepts with a time of the store’s day, sent as an instant', () => {
    // 18:00 in Berlin (summer time, UTC+2).
    const now = new Date('2025-06-10T16:00:00Z');
    const answer = acceptAnswer('time', '18:45', now, 'Europe/Berlin');
    expect(answer.ok && answer.body).toEqual({ approval_status: 2, ready_at: '2025-06-10T16:45:00.000Z' });
  });

  it('asks for a usable time', () => {
    const now = new Date('2025-06-10T16:00:00Z');
    expect(acceptAnswer('time', '', now, 'Europe/Berlin')).toEqual({
      ok: false,
      error: 'Enter the time the order will be ready',
    });
    expect(acceptAnswer('time', '25:00', now, 'Europe/Berlin')).toEqual({
      ok: false,
      error: 'Enter a time such as 18:30',
    });
  });
});

describe('nextClockTime', () => {
  it('reads clock texts', () => {
    expect(parseClock('18:30')).toBe(18 * 60 + 30);
    expect(parseClock('8:05')).toBe(8 * 60 + 5);
    expect(parseClock('24:00')).toBeNull();
    expect(parseClock('18.30')).toBeNull();
  });

  it('is today while the time is ahead, tomorrow once it has passed', () => {
    const now = new Date('2025-01-15T17:05:00Z'); // 18:05 in Berlin (winter, UTC+1)
    expect(nextClockTime('18:30', now, 'Europe/Berlin')?.toISOString()).toBe('2025-01-15T17:30:00.000Z');
    expect(nextClockTime('18:00', now, 'Europe/Berlin')?.toISOString()).toBe('2025-01-16T17:00:00.000Z');
  });

  it('uses the store’s zone, not the browser’s', () => {
    const now = new Date('2025-01-15T12:00:00Z');
    expect(nextClockTime('13:00', now, 'Europe/London')?.toISOString()).toBe('2025-01-15T13:00:00.000Z');
    expect(nextClockTime('13:00', now, 'America/New_York')?.toISOString()).toBe('2025-01-15T18:00:00.000Z');
  });

  it('crosses midnight and daylight-saving changes', () => {
    // 23:50 in Berlin on the night the clocks go forward (30 March 2025, 02:00 → 03:00).
    const now = new Date('2025-03-29T22:50:00Z');
    expect(nextClockTime('00:20', now, 'Europe/Berlin')?.toISOString()).toBe('2025-03-29T23:20:00.000Z');
    expect(nextClockTime('12:00', now, 'Europe/Berlin')?.toISOString()).toBe('2025-03-30T10:00:00.000Z');
  });

  it('counts whole minutes up to an instant', () => {
    const now = new Date('2025-01-15T12:00:00Z');
    expect(minutesUntil('2025-01-15T12:09:30Z', now)).toBe(10);
    expect(minutesUntil('2025-01-15T11:58:00Z', now)).toBe(-2);
  });
});

describe('productIdsNamed', () => {
  it('gives the ids of the products with the names, once each, and none of a deleted product', () => {
    const line = order().items[0]!;
    const items = [
      { ...line, id: 1, product_id: 4, product_name: 'Apfelstrudel' },
      { ...line, id: 2, product_id: 4, product_name: 'Apfelstrudel' },
      { ...line, id: 3, product_id: 7, product_name: 'Wiener Schnitzel' },
      { ...line, id: 4, product_id: null, product_name: 'Old special' },
    ];
    expect(productIdsNamed({ items }, ['Apfelstrudel', 'Old special'])).toEqual([4]);
  });
});

describe('rejectAnswer', () => {
  it("sends a chosen reason's code", () => {
    expect(rejectAnswer('closing', '', 300)).toEqual({
      ok: true,
      body: { approval_status: 3, reject_reason_code: 'closing', reject_reason: null },
    });
  });

  it('names what is sold out, and asks for it first', () => {
    expect(rejectAnswer('sold_out', '', 300, ['Apfelstrudel', 'Wiener Schnitzel'], [4, 7])).toEqual({
      ok: true,
      body: {
        approval_status: 3,
        reject_reason_code: 'sold_out',
        reject_reason: 'Apfelstrudel, Wiener Schnitzel',
        sold_out_product_ids: [4, 7],
      },
    });
    expect(rejectAnswer('sold_out', '', 300, [])).toEqual({
      ok: false,
      error: 'Choose what is sold out',
    });
  });

  it('sends the free text of "Other reason", trimmed and required', () => {
    expect(rejectAnswer(OTHER_REASON, '  Oven broken  ', 300)).toEqual({
      ok: true,
      body: { approval_status: 3, reject_reason_code: null, reject_reason: 'Oven broken' },
    });
    expect(rejectAnswer(OTHER_REASON, '   ', 300)).toEqual({
      ok: false,
      error: 'Write the reason the customer will read',
    });
    expect(rejectAnswer(OTHER_REASON, 'x'.repeat(301), 300)).toEqual({
      ok: false,
      error: 'At most 300 characters',
    });
  });
});

describe('timeLeftText', () => {
  const now = new Date('2025-01-15T12:00:00Z');
  it('rounds to whole minutes, so a fresh 10-minute deadline reads 10', () => {
    expect(timeLeftText('2025-01-15T12:10:04Z', now)).toBe('10 min');
    expect(timeLeftText('2025-01-15T12:02:29Z', now)).toBe('2 min');
  });

  it('says when less than a minute is left, and nothing once it has passed', () => {
    expect(timeLeftText('2025-01-15T12:00:40Z', now)).toBe('under a minute');
    expect(timeLeftText('2025-01-15T12:00:00Z', now)).toBeNull();
    expect(timeLeftText('2025-01-15T11:59:00Z', now)).toBeNull();
  });
});

describe('rejectReasonChoices', () => {
  it('offers "cannot deliver" for a delivery only', () => {
    expect(rejectReasonChoices(1)).toContain('cannot_deliver');
    expect(rejectReasonChoices(2)).toEqual(['busy', 'sold_out', 'closing']);
  });
});

describe('orderProductNames', () => {
  it('names each product of the order once', () => {
    const line = (product_name: string) => ({ product_name });
    expect(
      orderProductNames({ items: [line('Brezel'), line('Apfelstrudel'), line('Brezel')] } as never),
    ).toEqual(['Brezel', 'Apfelstrudel']);
  });
});
