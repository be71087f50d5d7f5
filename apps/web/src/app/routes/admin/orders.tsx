import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { StoreScoped } from '@/features/auth/components/store-scoped.tsx';
import { OrderDesk } from '@/features/order-desk/components/order-desk.tsx';
import { PausedBanner } from '@/features/settings-admin/components/paused-banner.tsx';

export default function AdminOrdersRoute() {
  return (
    <AdminPage
      title="Orders"
      description="New orders appear here the moment they are placed. Answer each one: accept it with a ready time, or reject it with a reason."
    >
      <StoreScoped>
        {(storeId) => <OrderDesk storeId={storeId} pausedBanner={<PausedBanner storeId={storeId} />} />}
      </StoreScoped>
    </AdminPage>
  );
}
