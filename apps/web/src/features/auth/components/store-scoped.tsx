import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { useAdminStoreId } from '../hooks/use-admin-store-id.ts';

/** Back-office content for the administrator's own store; a session without one must log in again (spec §8). */
export function StoreScoped({ children }: { children: (storeId: number) => ReactNode }) {
  const intl = useIntl();
  const storeId = useAdminStoreId();
  if (storeId === null) return <ErrorAlert title={intl.formatMessage({ id: 'auth.store_missing' })} />;
  return children(storeId);
}
