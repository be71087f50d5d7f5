import type { DeskFilter } from '@food/contract';

export type DeskQuery = { filter: DeskFilter; search: string; page: number };

/**
 * The query keys of the store's orders in the back office. The dashboard sums those orders up, so
 * its key sits below the desk's: invalidating `all` reads every list, the count, the open order and
 * the dashboard again.
 */
export const deskKeys = {
  all: ['order-desk'] as const,
  list: (query: DeskQuery) => [...deskKeys.all, 'list', query] as const,
  pending: () => [...deskKeys.all, 'pending'] as const,
  accepted: () => [...deskKeys.all, 'accepted'] as const,
  order: (id: number) => [...deskKeys.all, 'order', id] as const,
  dashboard: () => [...deskKeys.all, 'dashboard'] as const,
};
