import { describe, expect, it } from 'vitest';
import { dueReminders, reminderText, startPreparingAt } from './reminders.ts';

const berlin = { locale: 'en-GB', timezone: 'Europe/Berlin' };
// 19:30 in Berlin.
const SLOT = '2026-06-10T17:30:00.000Z';
const at = (iso: string) => new Date(iso);

type Fields = Parameters<typeof dueReminders>[0][number] & { id: number; number: number };
const scheduled = (fields: Partial<Fields> = {}): Fields => ({
  id: 12,
  number: 2,
  approval_status: 2,
  fulfilment_status: null,
  scheduled_for: SLOT,
  ...fields,
});

describe('the reminder to start preparing a scheduled order', () => {
  it('is due the store’s preparation time before the slot, not a moment earlier', () => {
    expect(startPreparingAt(SLOT, 20)).toEqual(at('2026-06-10T17:10:00.000Z'));
    expect(dueReminders([scheduled()], at('2026-06-10T17:09:59Z'), 20)).toEqual([]);
    expect(dueReminders([scheduled()], at('2026-06-10T17:10:00Z'), 20)).toEqual([scheduled()]);
    expect(dueReminders([scheduled()], at('2026-06-10T17:00:00Z'), 30)).toEqual([scheduled()]);
  });

  it('stays while nobody started the order, until an hour after the slot’s start', () => {
    expect(dueReminders([scheduled()], at('2026-06-10T18:29:00Z'), 20)).toHaveLength(1);
    expect(dueReminders([scheduled()], at('2026-06-10T18:30:00Z'), 20)).toEqual([]);
    expect(dueReminders([scheduled({ fulfilment_status: 'preparing' })], at(SLOT), 20)).toEqual([]);
  });

  it('is only for accepted orders for a slot', () => {
    const now = at('2026-06-10T17:15:00Z');
    expect(dueReminders([scheduled({ approval_status: 1 })], now, 20)).toEqual([]);
    expect(dueReminders([scheduled({ approval_status: 3 })], now, 20)).toEqual([]);
    expect(dueReminders([scheduled({ scheduled_for: null })], now, 20)).toEqual([]);
  });

  it('lists the earliest slot first, and says which order and when', () => {
    const later = scheduled({ id: 13, number: 3, scheduled_for: '2026-06-10T17:45:00.000Z' });
    const due = dueReminders([later, scheduled()], at('2026-06-10T17:30:00Z'), 20);
    expect(due.map((order) => order.id)).toEqual([12, 13]);
    expect(reminderText(due[0]!, at('2026-06-10T17:30:00Z'), berlin)).toBe('Start preparing: #2 for 19:30');
  });
});
