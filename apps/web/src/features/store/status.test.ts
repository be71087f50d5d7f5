import { describe, expect, it } from 'vitest';
import {
  menuChangedAtFromMessage,
  reconnectDelay,
  statusFromMessage,
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
    });
  });

  it('reads a closed store, with empty hours when today has none', () => {
    expect(statusFromMessage(message({ is_open: false, today_hours: [], next_change_at: null }))).toEqual({
      state: 'closed',
      isOpen: false,
      statusText: 'Closed',
      hoursText: '',
      notice: '',
      todayHours: [],
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
      notice: 'The restaurant is not taking orders right now',
    });
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
