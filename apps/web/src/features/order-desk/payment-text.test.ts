import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import englishDesk from '../../../../../packages/i18n/catalogues/en/desk.json';
import germanDesk from '../../../../../packages/i18n/catalogues/de/desk.json';
import { holdWarning } from './payment-text.ts';

type Messages = Parameters<typeof createIntl>[0]['messages'];
const intl = createIntl({ locale: 'en', messages: englishDesk as unknown as Messages });
const created = '2026-06-10T16:00:00.000Z';
const at = (days: number, hours = 0) => Date.parse(created) + (days * 24 + hours) * 3_600_000;
const held = {
  created_at: created,
  payment: { payment_method: 'online', status: 'authorized' },
} as Parameters<typeof holdWarning>[0];

describe('the warning of a payment hold about to end', () => {
  it('says nothing before the hold’s last day, nor for a payment not held', () => {
    expect(holdWarning(held, at(5, 23), intl)).toBeNull();
    const paid = { ...held, payment: { ...held.payment, status: 'paid' } } as typeof held;
    expect(holdWarning(paid, at(6, 23), intl)).toBeNull();
  });

  it('counts the hours left on its last day, and says when it has ended', () => {
    expect(holdWarning(held, at(6, 20), intl)).toBe(
      'The payment hold ends in about 4 hours: once it ends, the payment can no longer be taken.',
    );
    expect(holdWarning(held, at(7), intl)).toBe(
      'The payment hold has probably ended: the payment can no longer be taken.',
    );
    const german = createIntl({ locale: 'de', messages: germanDesk as unknown as Messages });
    expect(holdWarning(held, at(6, 23), german)).toBe(
      'Die Reservierung der Zahlung endet in etwa 1 Stunde: Danach kann die Zahlung nicht mehr abgebucht werden.',
    );
  });
});
