import { getIntl } from '@/lib/i18n/language.ts';
import { describe, expect, it } from 'vitest';
import { orderDateText, orderItemText, orderMoney, progressText, scheduledText, timeText } from './format.ts';
import { currentStatus, statusLabel as labelOf, statusView } from './order-status.ts';

const statusLabel = (status: number | null | undefined) => getIntl().formatMessage({ id: labelOf(status) });

describe('statusView and statusLabel (spec §4)', () => {
  it('maps 2 to accepted, 3 to rejected and 4 to cancelled', () => {
    expect(statusView(2)).toBe('accepted');
    expect(statusView(3)).toBe('rejected');
    expect(statusView(4)).toBe('cancelled');
    expect(statusLabel(2)).toBe('Accepted');
    expect(statusLabel(3)).toBe('Rejected');
    expect(statusLabel(4)).toBe('Cancelled');
  });

  it('keeps everything else pending', () => {
    for (const status of [1, 0, 5, null, undefined]) {
      expect(statusView(status)).toBe('pending');
      expect(statusLabel(status)).toBe('Pending');
    }
  });
});

describe('currentStatus', () => {
  it('is pending until either source has an answer', () => {
    expect(currentStatus(undefined, null)).toBe(1);
    expect(currentStatus(1, null)).toBe(1);
  });

  it('shows a pushed answer before the next fetch has it', () => {
    expect(currentStatus(1, 2)).toBe(2);
    expect(currentStatus(undefined, 3)).toBe(3);
  });

  it('never goes back to pending once answered', () => {
    expect(currentStatus(2, 1)).toBe(2);
    expect(currentStatus(3, null)).toBe(3);
    expect(currentStatus(1, 4)).toBe(4);
    expect(currentStatus(4, 1)).toBe(4);
  });
});

describe('order formatting', () => {
  it('names items with their option', () => {
    expect(orderItemText({ quantity: 2, product_name: 'Schnitzel', variant_name: 'Large' }, getIntl())).toBe(
      '2 × Schnitzel (Large)',
    );
    expect(orderItemText({ quantity: 1, product_name: 'Brezel', variant_name: null }, getIntl())).toBe(
      '1 × Brezel',
    );
  });

  it('formats amounts in the order’s currency and the store’s format', () => {
    expect(orderMoney(12.5, { currency: 'GBP' }, 'en-GB')).toBe('£12.50');
    expect(orderMoney(3, { currency: 'EUR' }, 'de-DE')).toMatch(/^3,00\s€$/);
  });

  it('shows times in the store’s time zone', () => {
    const store = { locale: 'en-GB', timezone: 'Europe/Berlin' };
    expect(timeText('2025-01-15T17:05:00Z', store)).toBe('18:05');
    expect(orderDateText('2025-07-01T22:30:00Z', store)).toBe('2 Jul 2025, 00:30');
    expect(orderDateText('not a date', store)).toBe('');
  });
});

describe('progressText', () => {
  const store = { locale: 'en-GB', timezone: 'Europe/Berlin' };
  it('names the step and, until handed over, the ready time in the store’s zone', () => {
    const accepted = {
      order_type: 1,
      approval_status: 2,
      fulfilment_status: null,
      ready_at: '2026-06-10T16:42:00Z',
    } as const;
    expect(progressText(accepted, store, getIntl())).toBe('Accepted · Arrives about 18:42');
    expect(progressText({ ...accepted, fulfilment_status: 'preparing' }, store, getIntl())).toBe(
      'Being prepared · Arrives about 18:42',
    );
    expect(progressText({ ...accepted, order_type: 2 }, store, getIntl())).toBe(
      'Accepted · Ready for pickup at 18:42',
    );
    expect(progressText({ ...accepted, fulfilment_status: 'delivered' }, store, getIntl())).toBe('Delivered');
    expect(progressText({ ...accepted, approval_status: 1 }, store, getIntl())).toBeNull();
  });
});

describe('scheduledText', () => {
  const store = { locale: 'en-GB', timezone: 'Europe/Berlin' };
  // Wednesday 10 June 2026, 14:00 in Berlin.
  const now = Date.parse('2026-06-10T12:00:00Z');

  it('names the slot as the header names times: later today, a weekday, or a date', () => {
    expect(scheduledText({ scheduled_for: '2026-06-10T17:30:00Z' }, now, store, getIntl())).toBe(
      'Scheduled for 19:30',
    );
    expect(scheduledText({ scheduled_for: '2026-06-16T17:30:00Z' }, now, store, getIntl())).toBe(
      'Scheduled for Tue 19:30',
    );
    expect(scheduledText({ scheduled_for: '2026-06-03T17:30:00Z' }, now, store, getIntl())).toBe(
      'Scheduled for 3 Jun 19:30',
    );
  });

  it('says nothing for an order as soon as possible, or before the store’s time zone is known', () => {
    expect(scheduledText({ scheduled_for: null }, now, store, getIntl())).toBeNull();
    expect(scheduledText({ scheduled_for: '2026-06-10T17:30:00Z' }, now, undefined, getIntl())).toBeNull();
  });
});
