import type { DeskOrdersPage } from '@food/contract';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { stubApi } from '@/testing/fake-api.ts';
import { order } from '@/testing/fixtures.ts';
import { deskAnnouncement } from '../announcer.ts';
import {
  acceptedOrdersQueryOptions,
  deskOrdersQueryOptions,
  pendingOrdersQueryOptions,
} from '../api/desk-orders.ts';
import { playChime } from '../chime.ts';
import { markSeen } from '../seen-orders.ts';
import { CHIME_REPEAT_MS, watchNewOrders } from './new-order-alert.ts';

vi.mock('../chime.ts', () => ({ playChime: vi.fn() }));

const page = (orders: DeskOrdersPage['data']): DeskOrdersPage => ({
  data: orders,
  total: orders.length,
  page: 1,
  page_size: 100,
  pending_count: orders.filter((item) => item.approval_status === 1).length,
});
const pendingPage = (...ids: number[]) => page(ids.map((id) => order({ id })));

/** Reads the pending orders again, as the sidebar's count does after any change. */
const readPending = (queryClient: QueryClient) =>
  queryClient.fetchQuery({ ...pendingOrdersQueryOptions(), staleTime: 0 });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(playChime).mockClear();
});

describe('the new-order alert', () => {
  it('announces a pending order the previous read did not have, once per read', async () => {
    const api = stubApi({ 'GET /api/orders/desk': pendingPage(12) });
    const queryClient = createQueryClient();
    const stop = watchNewOrders(queryClient);
    const read = () => queryClient.fetchQuery({ ...pendingOrdersQueryOptions(), staleTime: 0 });

    await read();
    // The first read only learns what is pending already.
    expect(deskAnnouncement.get()).toBeNull();

    api.answer('GET /api/orders/desk', pendingPage(12, 14, 13));
    await read();
    expect(deskAnnouncement.get()?.text).toBe('2 new orders are waiting for an answer: #3, #4.');
    const second = deskAnnouncement.get();

    await read();
    expect(deskAnnouncement.get()).toBe(second);
    stop();
  });

  it('listens to the pending reads only, and not after it stopped', async () => {
    const api = stubApi({ 'GET /api/orders/desk': pendingPage(20) });
    const queryClient = createQueryClient();
    const stop = watchNewOrders(queryClient);
    await queryClient.fetchQuery(pendingOrdersQueryOptions());
    const before = deskAnnouncement.get();

    api.answer('GET /api/orders/desk', pendingPage(20, 21));
    await queryClient.fetchQuery(deskOrdersQueryOptions({ filter: 'today', search: '', page: 1 }));
    expect(deskAnnouncement.get()).toBe(before);

    stop();
    await queryClient.fetchQuery({ ...pendingOrdersQueryOptions(), staleTime: 0 });
    expect(deskAnnouncement.get()).toBe(before);
  });
});

describe('the chime for an order nobody opened', () => {
  // Ids no other test uses: opening an order marks it seen for the rest of the file.
  it('rings again every 15 seconds until the order is opened on this device', async () => {
    vi.useFakeTimers();
    const api = stubApi({ 'GET /api/orders/desk': pendingPage() });
    const queryClient = createQueryClient();
    const stop = watchNewOrders(queryClient);
    await readPending(queryClient);

    api.answer('GET /api/orders/desk', pendingPage(30));
    await readPending(queryClient);
    expect(playChime).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(CHIME_REPEAT_MS - 1);
    expect(playChime).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(playChime).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHIME_REPEAT_MS);
    expect(playChime).toHaveBeenCalledTimes(3);

    markSeen(30);
    await vi.advanceTimersByTimeAsync(3 * CHIME_REPEAT_MS);
    expect(playChime).toHaveBeenCalledTimes(3);
    stop();
  });

  it('stops once the order is answered, and after the alert stopped', async () => {
    vi.useFakeTimers();
    const api = stubApi({ 'GET /api/orders/desk': pendingPage() });
    const queryClient = createQueryClient();
    const stop = watchNewOrders(queryClient);
    await readPending(queryClient);

    api.answer('GET /api/orders/desk', pendingPage(31));
    await readPending(queryClient);
    await vi.advanceTimersByTimeAsync(CHIME_REPEAT_MS);
    expect(playChime).toHaveBeenCalledTimes(2);

    // Accepted from another device: the next read has no pending order left.
    api.answer('GET /api/orders/desk', pendingPage());
    await readPending(queryClient);
    await vi.advanceTimersByTimeAsync(3 * CHIME_REPEAT_MS);
    expect(playChime).toHaveBeenCalledTimes(2);

    api.answer('GET /api/orders/desk', pendingPage(32));
    await readPending(queryClient);
    expect(playChime).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(3 * CHIME_REPEAT_MS);
    expect(playChime).toHaveBeenCalledTimes(3);
  });

  it('rings for orders already waiting when the desk opens, 15 seconds on', async () => {
    vi.useFakeTimers();
    stubApi({ 'GET /api/orders/desk': pendingPage(33) });
    const queryClient = createQueryClient();
    const stop = watchNewOrders(queryClient);

    await readPending(queryClient);
    expect(playChime).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CHIME_REPEAT_MS);
    expect(playChime).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('an order the store accepted by itself', () => {
  const readAccepted = (queryClient: QueryClient) =>
    queryClient.fetchQuery({ ...acceptedOrdersQueryOptions(), staleTime: 0 });
  const placedAt = '2026-06-10T16:00:00.000Z';

  it('rings and is announced once, unlike an order somebody accepted', async () => {
    const earlier = order({ id: 40, approval_status: 2, answered_at: placedAt });
    const api = stubApi({ 'GET /api/orders/desk': page([earlier]) });
    const queryClient = createQueryClient();
    const stop = watchNewOrders(queryClient);
    await readAccepted(queryClient);

    const auto = order({ id: 42, approval_status: 2, created_at: placedAt, answered_at: placedAt });
    const byHand = order({ id: 41, approval_status: 2, answered_at: '2026-06-10T16:03:00.000Z' });
    api.answer('GET /api/orders/desk', page([auto, byHand, earlier]));
    await readAccepted(queryClient);

    expect(playChime).toHaveBeenCalledTimes(1);
    expect(deskAnnouncement.get()?.text).toBe('New order #32 was accepted automatically.');

    await readAccepted(queryClient);
    expect(playChime).toHaveBeenCalledTimes(1);
    stop();
  });
});
