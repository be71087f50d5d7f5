// @vitest-environment jsdom
import type { Store, StoreSettings } from '@food/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type ApiCall } from '@/testing/fake-api.ts';
import { FakeStatusSocket } from '@/testing/fake-status-socket.ts';
import { currentSocket } from '@/testing/fake-socket.ts';
import { storeSettings } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { logIn } from '@/testing/session.ts';
import { PausedStrip } from './paused-strip.tsx';
import { StoreStateControl } from './store-state-control.tsx';

vi.mock('socket.io-client', () => import('@/testing/fake-socket.ts'));

// Monday 1 June 2026, 12:00 in Berlin.
const NOW = Date.parse('2026-06-01T10:00:00Z');

const store = {
  id: 9,
  timezone: 'Europe/Berlin',
  locale: 'en-GB',
  currency: 'EUR',
} as Store;

const settings = storeSettings();
const pausedUntil = (until: string | null, reason: string | null): StoreSettings => ({
  ...settings,
  paused: true,
  paused_at: new Date(NOW).toISOString(),
  paused_until: until,
  pause_reason: reason,
});

const closedTillTuesday = {
  is_open: false,
  today_hours: [],
  next_change_at: null,
  next_open_at: '2026-06-02T09:30:00Z',
};

/** The server: the settings as they are now (`current`), which pause and resume change. */
function serve(initial: StoreSettings) {
  let current = initial;
  const api = stubApi({
    'GET /api/stores/9': store,
    'GET /api/stores/9/settings': () => current,
    'POST /api/stores/9/pause': ({ body }: ApiCall) => {
      const { minutes, reason } = body as { minutes: number; reason: string | null };
      current = pausedUntil(new Date(Date.now() + minutes * 60_000).toISOString(), reason);
      return { msg: 'Orders paused', data: current };
    },
    'POST /api/stores/9/resume': () => {
      current = settings;
      return { msg: 'The restaurant is taking orders again', data: current };
    },
  });
  return { ...api, change: (next: StoreSettings) => (current = next) };
}

const stateText = () => screen.getByRole('status');

function renderControl() {
  return renderPage(<StoreStateControl storeId={9} token="admin-token" />, { path: '/admin/home' });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.stubGlobal('WebSocket', FakeStatusSocket);
  logIn('admin');
});

afterEach(() => {
  vi.useRealTimers();
});

// Typing and waiting for the server's answers is slow when the machine is busy.
describe("the header's store state", { timeout: 20_000 }, () => {
  it('says when a closed store opens, pauses it with a reason, and resumes it', async () => {
    const api = serve(settings);
    const { user } = renderControl();
    await FakeStatusSocket.send(closedTillTuesday);
    await vi.waitFor(() => expect(stateText()).toHaveTextContent('Closed · opens Tue 11:30'));

    await user.click(screen.getByRole('button', { name: /Pause orders/ }));
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Kitchen full');
    await user.click(screen.getByRole('button', { name: '30 min' }));

    await vi.waitFor(() => expect(stateText()).toHaveTextContent('Paused until 12:30'));
    expect(stateText()).toHaveTextContent('Kitchen full');
    expect(api.callsTo('POST /api/stores/9/pause')[0]?.body).toEqual({ minutes: 30, reason: 'Kitchen full' });

    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await vi.waitFor(() => expect(stateText()).toHaveTextContent('Closed · opens Tue 11:30'));
    expect(api.callsTo('POST /api/stores/9/resume')).toHaveLength(1);
  });

  it('pauses for the rest of the day, and sends no reason when none is given', async () => {
    const api = serve(settings);
    const { user } = renderControl();
    await FakeStatusSocket.send({ ...closedTillTuesday, is_open: true, next_open_at: null });
    await vi.waitFor(() => expect(stateText()).toHaveTextContent('Open'));

    await user.click(screen.getByRole('button', { name: /Pause orders/ }));
    api.answer('POST /api/stores/9/pause', {
      msg: 'Orders paused',
      data: pausedUntil('2026-06-01T20:00:00Z', null),
    });
    await user.click(screen.getByRole('button', { name: 'Rest of the day' }));

    await vi.waitFor(() => expect(stateText()).toHaveTextContent('Paused until 22:00'));
    expect(api.callsTo('POST /api/stores/9/pause')[0]?.body).toEqual({ until: 'end_of_day', reason: null });
  });

  it('follows a pause made on another device, and explains the automatic pause', async () => {
    const api = serve(settings);
    renderControl();
    await FakeStatusSocket.send(closedTillTuesday);
    await vi.waitFor(() => expect(stateText()).toHaveTextContent('Closed'));

    api.change(pausedUntil(null, null));
    act(() =>
      currentSocket().serverSends('store_updated', { store_id: 9, paused: true, paused_until: null }),
    );

    await vi.waitFor(() =>
      expect(stateText()).toHaveTextContent(/^Paused3 orders in a row went unanswered$/),
    );
  });

  it('shows the end of a pause by itself, and reads the settings again then', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    vi.setSystemTime(NOW);
    const api = serve(pausedUntil('2026-06-01T10:15:00Z', 'Kitchen full'));
    renderControl();
    await FakeStatusSocket.send({ ...closedTillTuesday, is_open: true, next_open_at: null });
    await vi.waitFor(() => expect(stateText()).toHaveTextContent('Paused until 12:15'));
    const reads = api.callsTo('GET /api/stores/9/settings').length;

    // The server resumes the store at the pause's end; the header needs no event for it.
    api.change(settings);
    await act(() => vi.advanceTimersByTimeAsync(15 * 60_000));

    await vi.waitFor(() => expect(stateText()).toHaveTextContent('Open'));
    expect(api.callsTo('GET /api/stores/9/settings').length).toBeGreaterThan(reads);
  });
});

describe('the paused strip under the header', { timeout: 20_000 }, () => {
  const longReason =
    'The kitchen is flooded with a very large party order and cannot take more orders for now, sorry';

  it('shows the pause, its whole reason and Resume, and goes once the store takes orders again', async () => {
    const api = serve(pausedUntil('2026-06-01T11:00:00Z', longReason));
    const { user } = renderPage(<PausedStrip storeId={9} />, { path: '/admin/products-list' });
    await FakeStatusSocket.send({ ...closedTillTuesday, is_open: false, next_open_at: null });

    expect(await screen.findByText('Paused until 13:00')).toBeInTheDocument();
    expect(screen.getByText(longReason)).not.toHaveClass('truncate');
    await user.click(screen.getByRole('button', { name: 'Resume' }));

    await vi.waitFor(() => expect(screen.queryByText('Paused until 13:00')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/stores/9/resume')).toHaveLength(1);
  });
});
