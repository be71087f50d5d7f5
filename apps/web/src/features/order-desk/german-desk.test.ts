import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import germanDesk from '../../../../../packages/i18n/catalogues/de/desk.json';
import germanStore from '../../../../../packages/i18n/catalogues/de/store.json';
import { autoAcceptedText, newOrdersText } from './announcer.ts';
import { deskStatus } from './desk-status.ts';
import { paymentText } from './payment-text.ts';
import { reminderAnnouncement, reminderText } from './reminders.ts';
import { slotText } from './slot-time.ts';

const messages = { ...germanDesk, ...germanStore } as unknown as Parameters<typeof createIntl>[0]['messages'];
const intl = createIntl({ locale: 'de', messages });
const berlin = { locale: 'de-DE', timezone: 'Europe/Berlin' };
// Wednesday 10 June 2026, 18:00 in Berlin.
const now = new Date('2026-06-10T16:00:00Z');

describe('the desk in German', () => {
  it('names the states and the steps in German', () => {
    const status = (fields: Partial<Parameters<typeof deskStatus>[0]>) =>
      deskStatus(
        { approval_status: 1, fulfilment_status: null, reject_reason_code: null, order_type: 2, ...fields },
        intl,
      ).label;
    expect(status({})).toBe('Ausstehend');
    expect(status({ approval_status: 2 })).toBe('Angenommen');
    expect(status({ approval_status: 2, fulfilment_status: 'ready' })).toBe('Abholbereit');
    expect(status({ approval_status: 3, reject_reason_code: 'busy' })).toBe('Abgelehnt');
  });

  it('says how the order is paid', () => {
    const cash = { payment_method: 'cash', status: 'pending' } as const;
    expect(paymentText({ order_type: 1, payment: cash } as Parameters<typeof paymentText>[0], intl)).toBe(
      'Bar, Zahlung bei Lieferung',
    );
    const online = { payment_method: 'online', status: 'paid' } as const;
    expect(paymentText({ order_type: 2, payment: online } as Parameters<typeof paymentText>[0], intl)).toBe(
      'Online, bezahlt',
    );
  });

  it('announces new orders in one German sentence, one or several', () => {
    expect(newOrdersText([12], intl)).toBe('Neue Bestellung #12 wartet auf eine Antwort.');
    expect(newOrdersText([12, 13], intl)).toBe('2 neue Bestellungen warten auf eine Antwort: #12, #13.');
    expect(autoAcceptedText([12], intl)).toBe('Neue Bestellung #12 wurde automatisch angenommen.');
  });

  it('writes slots and reminders with German weekdays on the store’s clock', () => {
    expect(slotText('2026-06-10T17:30:00.000Z', now, berlin, intl)).toBe('19:30');
    expect(slotText('2026-06-11T09:30:00.000Z', now, berlin, intl)).toMatch(/^Do\.? 11:30$/);
    const order = { number: 2, scheduled_for: '2026-06-10T17:30:00.000Z' };
    expect(reminderText(order, now, berlin, intl)).toBe('Zubereitung starten: #2 für 19:30');
    expect(reminderAnnouncement(order, now, berlin, intl)).toBe('Zubereitung starten: #2 für 19:30.');
  });
});
