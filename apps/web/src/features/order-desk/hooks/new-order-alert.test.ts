import type { DeskOrdersPage } from '@food/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { stubApi } from '@/testing/fake-api.ts';
import { order } from '@/testing/fixtures.ts';
import { deskAnnouncement } from '../announcer.ts';
import { deskOrdersQueryOptions, pendingOrdersQueryOptions } from '../api/desk-orders.ts';
import { watchNewOrders } from './new-order-alert.ts';

const pendingPage = (...ids: number[]): DeskOrdersPage => ({
  data: ids.map((id) => order({ id })),
  total: ids.length,
  page: 1,
  page_size: 100,
  pending_count: ids.length,
});

afterEach(() => {
  vi.unstubAllGlobals();
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
    expect(deskAnnouncement.get()?.text).toBe('2 new orders are waiting for an answer: #13, #14.');
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
