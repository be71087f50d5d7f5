import { useIntl } from 'react-intl';
import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { StoreScoped } from '@/features/auth/components/store-scoped.tsx';
import { OrderDesk } from '@/features/order-desk/components/order-desk.tsx';
import { PausedBanner } from '@/features/settings-admin/components/paused-banner.tsx';

export default function AdminOrdersRoute() {
  const intl = useIntl();
  return (
    <AdminPage
      title={intl.formatMessage({ id: 'admin.orders.title' })}
      description={intl.formatMessage({ id: 'admin.orders.description' })}
    >
      <StoreScoped>
        {(storeId) => <OrderDesk storeId={storeId} pausedBanner={<PausedBanner storeId={storeId} />} />}
      </StoreScoped>
    </AdminPage>
  );
}
