import type { ReactNode } from 'react';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { useAdminStoreId } from '../hooks/use-admin-store-id.ts';

/** Back-office content for the administrator's own store; a session without one must log in again (spec §8). */
export function StoreScoped({ children }: { children: (storeId: number) => ReactNode }) {
  const storeId = useAdminStoreId();
  if (storeId === null) return <ErrorAlert title="Store ID not found. Please login again." />;
  return children(storeId);
}
