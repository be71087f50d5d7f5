import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import german from '../../../../../packages/i18n/catalogues/de/store.json';
import { closedForOrders, ordersAhead } from './ordering.ts';
import {
  lostStatus,
  menuChangedAtFromMessage,
  rangeText,
  reconnectDelay,
  statusFromMessage,
  statusHeadline,
  statusSocketUrl,
  UNKNOWN_STATUS,
} from './status.ts';

const message = (body: unknown) => JSON.stringify(body);

describe('statusFromMessage', () => {
  it('reads an open store with today’s first range as the hours text', () => {
    const status = statusFromMessage(
      message({
        is_open: true,
        today_hours: [
          { open_time: '12:00', close_time: '15:00' },
          { open_time: '17:30', close_time: '01:00' },
        ],
        next_change_at: '2026-11-21T14:00:00.000Z',
      }),
    );
    expect(status).toEqual({
      state: 'open',
      isOpen: true,
      statusText: 'Open',
      hoursText: '12:00 - 15:00',
      notice: '',
      todayHours: [
        { open_time: '12:00', close_time: '15:00' },
        { open_time: '17:30', close_time: '01:00' },
      ],
      paused: false,
      pausedUntil: null,
      nextOpenAt: null,
      closesAt: '2026-11-21T14:00:00.000Z',
      closedReason: '',
      reconnecting: false,
    });
  });

  it('reads a closed store, with empty hours when today has none', () => {
    expect(
      statusFromMessage(
        message({ is_open: false, today_hours: [], next_change_at: null, next_open_at: null }),
      ),
    ).toEqual({
      state: 'closed',
      isOpen: false,
      statusText: 'Closed',
      hoursText: '',
      notice: '',
      todayHours: [],
      paused: false,
      pausedUntil: null,
      nextOpenAt: null,
      closesAt: null,
      closedReason: '',
      reconnecting: false,
    });
    expect(statusFromMessage(message({ is_open: false })).hoursText).toBe('');
  });

  it('skips malformed ranges', () => {
    const status = statusFromMessage(
      message({
        is_open: true,
        today_hours: [{ open_time: 9 }, { open_time: '09:00', close_time: '18:00' }],
      }),
    );
    expect(status.hoursText).toBe('09:00 - 18:00');
  });

  it('shows a paused store as closed with its notice instead of hours', () => {
    const status = statusFromMessage(
      JSON.stringify({
        is_open: false,
        paused: true,
        today_hours: [{ open_time: '12:00', close_time: '22:00' }],
      }),
    );
    expect(status).toMatchObject({
      state: 'closed',
      isOpen: false,
      statusText: 'Closed',
      hoursText: '',
      notice: 'paused',
    });
  });

  it('reads when a closed store opens again, and why it is closed', () => {
    const status = statusFromMessage(
      message({
        is_open: false,
        today_hours: [],
        next_change_at: '2026-12-24T10:30:00.000Z',
        next_open_at: '2026-12-24T10:30:00.000Z',
        closed_reason: ' Christmas Eve ',
      }),
    );
    expect(status).toMatchObject({
      paused: false,
      nextOpenAt: '2026-12-24T10:30:00.000Z',
      closedReason: 'Christmas Eve',
    });
  });

  it('reads a pause with its end and reason', () => {
    const status = statusFromMessage(
      message({
        is_open: false,
        paused: true,
        paused_until: '2026-06-10T17:30:00.000Z',
        next_open_at: '2026-06-10T17:30:00.000Z',
        closed_reason: 'Kitchen maintenance',
        today_hours: [{ open_time: '12:00', close_time: '22:00' }],
      }),
    );
    expect(status).toMatchObject({
      state: 'closed',
      paused: true,
      pausedUntil: '2026-06-10T17:30:00.000Z',
      nextOpenAt: '2026-06-10T17:30:00.000Z',
      closedReason: 'Kitchen maintenance',
      hoursText: '',
    });
  });

  it('ignores a next opening or pause end that is not a time', () => {
    const status = statusFromMessage(
      message({ is_open: false, paused: true, paused_until: 'soon', next_open_at: 42, today_hours: [] }),
    );
    expect(status).toMatchObject({ paused: true, pausedUntil: null, nextOpenAt: null, closedReason: '' });
  });

  it('treats a message with an error as closed, with no text', () => {
    const status = statusFromMessage(message({ error: 'Store not found', is_open: true, today_hours: [] }));
    expect(status).toMatchObject({ state: 'closed', isOpen: false, statusText: '', hoursText: '' });
  });

  it('leaves the status unknown, with no text, when the message cannot be read', () => {
    for (const data of ['{', 'null', '[]', '"open"', message({ is_open: 'yes' }), new ArrayBuffer(2)]) {
      expect(statusFromMessage(data)).toEqual(UNKNOWN_STATUS);
    }
  });
});

// Wednesday 10 June 2026, 14:00 in Berlin.
const NOW = Date.parse('2026-06-10T12:00:00.000Z');
const berlin = { timezone: 'Europe/Berlin', locale: 'en-GB' };
const closedUntil = (nextOpenAt: string | null, extra: object = {}) =>
  statusFromMessage(message({ is_open: false, today_hours: [], next_open_at: nextOpenAt, ...extra }));

describe('statusHeadline', () => {
  it('says Open while the store takes orders, and nothing while the status is unknown', () => {
    expect(statusHeadline(statusFromMessage(message({ is_open: true })), NOW, berlin)).toBe('Open');
    expect(statusHeadline(UNKNOWN_STATUS, NOW, berlin)).toBe('');
  });

  it('says Reconnecting… after a connection error, whatever the server said before', () => {
    expect(statusHeadline(lostStatus(statusFromMessage(message({ is_open: true }))), NOW, berlin)).toBe(
      'Reconnecting…',
    );
    expect(statusHeadline(lostStatus(closedUntil('2026-06-10T15:30:00.000Z')), NOW, berlin)).toBe(
      'Reconnecting…',
    );
    expect(statusHeadline(lostStatus(UNKNOWN_STATUS), NOW, undefined)).toBe('Reconnecting…');
  });

  it('names the next opening: the time later today, the weekday within six days, else the date', () => {
    expect(statusHeadline(closedUntil('2026-06-10T15:30:00.000Z'), NOW, berlin)).toBe('Closed · opens 17:30');
    expect(statusHeadline(closedUntil('2026-06-16T09:30:00.000Z'), NOW, berlin)).toBe(
      'Closed · opens Tue 11:30',
    );
    expect(statusHeadline(closedUntil('2026-06-17T09:30:00.000Z'), NOW, berlin)).toBe(
      'Closed · opens 17 Jun 11:30',
    );
  });

  it('uses the store’s time zone for the day and the time', () => {
    // 23:30 in Berlin is already tomorrow in Tokyo.
    const status = closedUntil('2026-06-10T21:30:00.000Z');
    expect(statusHeadline(status, NOW, berlin)).toBe('Closed · opens 23:30');
    expect(statusHeadline(status, NOW, { timezone: 'Asia/Tokyo', locale: 'en-GB' })).toBe(
      'Closed · opens Thu 06:30',
    );
  });

  it('never says only Closed: until further notice with no opening ahead, nothing before the store’s clock is known', () => {
    expect(statusHeadline(closedUntil(null), NOW, berlin)).toBe('Closed until further notice');
    expect(statusHeadline(closedUntil(null), NOW, undefined)).toBe('Closed until further notice');
    expect(statusHeadline(closedUntil('2026-06-10T15:30:00.000Z'), NOW, undefined)).toBe('');
  });

  it('speaks German to a German reader: the words, the weekday and the date in German, 24-hour times', () => {
    // Vite hands the catalogue over parsed (build/compile-messages.ts), as the app gets it.
    const messages = german as unknown as Parameters<typeof createIntl>[0]['messages'];
    const intl = createIntl({ locale: 'de', messages });
    const berlinStore = { timezone: 'Europe/Berlin', locale: 'de-DE' };
    expect(statusHeadline(statusFromMessage(message({ is_open: true })), NOW, berlinStore, intl)).toBe(
      'Geöffnet',
    );
    expect(statusHeadline(closedUntil('2026-06-10T15:30:00.000Z'), NOW, berlinStore, intl)).toBe(
      'Geschlossen · öffnet 17:30',
    );
    expect(statusHeadline(closedUntil('2026-06-16T09:30:00.000Z'), NOW, berlinStore, intl)).toBe(
      'Geschlossen · öffnet Di 11:30',
    );
    expect(statusHeadline(closedUntil('2026-06-17T09:30:00.000Z'), NOW, berlinStore, intl)).toBe(
      'Geschlossen · öffnet 17. Juni 11:30',
    );
    expect(statusHeadline(closedUntil(null), NOW, berlin, intl)).toBe('Bis auf Weiteres geschlossen');
    expect(rangeText({ open_time: '11:30', close_time: '14:30' }, intl)).toBe('11:30–14:30');
    expect(rangeText({ open_time: '11:30', close_time: '14:30' })).toBe('11:30 - 14:30');
  });

  it('says until when a pause lasts, or the paused notice for one that lasts until resumed', () => {
    const paused = closedUntil('2026-06-10T17:30:00.000Z', {
      paused: true,
      paused_until: '2026-06-10T17:30:00.000Z',
    });
    expect(statusHeadline(paused, NOW, berlin)).toBe('Not taking orders until 19:30');
    expect(statusHeadline(closedUntil(null, { paused: true }), NOW, berlin)).toBe(
      'The restaurant is not taking orders right now',
    );
  });

  it('names the next opening when the hours keep the store closed past the pause’s end', () => {
    const paused = closedUntil('2026-06-11T09:30:00.000Z', {
      paused: true,
      paused_until: '2026-06-10T20:00:00.000Z',
    });
    expect(statusHeadline(paused, NOW, berlin)).toBe('Not taking orders until Thu 11:30');
  });
});

describe('ordersAhead', () => {
  const store = { preorder_days: 7, timezone: 'Europe/Berlin' };
  const open = statusFromMessage(message({ is_open: true }));

  it('takes orders ahead while open, or closed with an opening within the days ahead', () => {
    expect(ordersAhead(open, store, NOW)).toBe(true);
    expect(ordersAhead(closedUntil('2026-06-17T09:30:00.000Z'), store, NOW)).toBe(true);
    expect(ordersAhead(closedUntil('2026-06-18T09:30:00.000Z'), store, NOW)).toBe(false);
  });

  it('takes none without ordering ahead, an opening ahead, the store or a known status', () => {
    expect(ordersAhead(open, { ...store, preorder_days: 0 }, NOW)).toBe(false);
    expect(ordersAhead(closedUntil(null), store, NOW)).toBe(false);
    expect(ordersAhead(closedUntil(null, { paused: true }), store, NOW)).toBe(false);
    expect(ordersAhead(open, undefined, NOW)).toBe(false);
    expect(ordersAhead(UNKNOWN_STATUS, store, NOW)).toBe(false);
  });
});

describe('lostStatus', () => {
  const open = statusFromMessage(
    message({ is_open: true, today_hours: [{ open_time: '11:30', close_time: '22:00' }] }),
  );

  it('claims neither open nor closed, and keeps the last hours the server sent', () => {
    expect(lostStatus(open)).toEqual({
      ...UNKNOWN_STATUS,
      reconnecting: true,
      todayHours: [{ open_time: '11:30', close_time: '22:00' }],
      hoursText: '11:30 - 22:00',
    });
  });

  it('drops a closed store’s reason and next opening, which may have changed meanwhile', () => {
    const lost = lostStatus(closedUntil('2026-06-10T15:30:00.000Z', { closed_reason: 'Holidays' }));
    expect(lost).toMatchObject({ state: 'unknown', isOpen: false, statusText: '', nextOpenAt: null });
    expect(lost.closedReason).toBe('');
  });

  it('stays the same status while the connection is still lost', () => {
    const lost = lostStatus(open);
    expect(lostStatus(lost)).toBe(lost);
  });

  it('is not the unknown status before the first message', () => {
    expect(lostStatus(UNKNOWN_STATUS)).not.toEqual(UNKNOWN_STATUS);
    expect(UNKNOWN_STATUS.reconnecting).toBe(false);
  });
});

describe('closedForOrders', () => {
  const store = { preorder_days: 0, timezone: 'Europe/Berlin' };

  it('is closed only when the server said so and nothing can be ordered for later', () => {
    expect(closedForOrders(closedUntil(null), store, NOW)).toBe(true);
    expect(closedForOrders(closedUntil(null, { paused: true }), store, NOW)).toBe(true);
    expect(
      closedForOrders(closedUntil('2026-06-11T09:30:00.000Z'), { ...store, preorder_days: 7 }, NOW),
    ).toBe(false);
    expect(closedForOrders(statusFromMessage(message({ is_open: true })), store, NOW)).toBe(false);
  });

  it('is not closed while the status is unknown or reconnecting', () => {
    expect(closedForOrders(UNKNOWN_STATUS, store, NOW)).toBe(false);
    expect(closedForOrders(lostStatus(closedUntil(null)), store, NOW)).toBe(false);
  });
});

describe('reconnectDelay', () => {
  it('doubles from about a second up to half a minute, with jitter', () => {
    expect(reconnectDelay(0, () => 1)).toBe(1_000);
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(3, () => 1)).toBe(8_000);
    expect(reconnectDelay(20, () => 1)).toBe(30_000);
    expect(reconnectDelay(20, () => 0)).toBe(15_000);
  });
});

describe('statusSocketUrl', () => {
  it('uses the page’s host with ws: or wss:', () => {
    expect(statusSocketUrl({ protocol: 'http:', host: 'localhost:5173' }, '/ws/store/9/status')).toBe(
      'ws://localhost:5173/ws/store/9/status',
    );
    expect(statusSocketUrl({ protocol: 'https:', host: 'linde.example' }, '/ws/store/9/status')).toBe(
      'wss://linde.example/ws/store/9/status',
    );
  });
});

describe('menuChangedAtFromMessage', () => {
  it('reads the instant of the last menu change, or null', () => {
    expect(
      menuChangedAtFromMessage(message({ is_open: true, menu_changed_at: '2026-06-10T15:00:00.000Z' })),
    ).toBe('2026-06-10T15:00:00.000Z');
    expect(menuChangedAtFromMessage(message({ is_open: true }))).toBeNull();
    expect(menuChangedAtFromMessage('{not json')).toBeNull();
    expect(menuChangedAtFromMessage(undefined)).toBeNull();
  });
});
