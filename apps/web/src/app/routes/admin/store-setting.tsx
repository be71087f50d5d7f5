import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { StoreScoped } from '@/features/auth/components/store-scoped.tsx';
import { OrderDeskSettings } from '@/features/settings-admin/components/order-desk-settings.tsx';
import { OrderingSettings } from '@/features/settings-admin/components/ordering-settings.tsx';
import { SpecialDayList } from '@/features/settings-admin/components/special-day-list.tsx';
import { StoreHoursList } from '@/features/settings-admin/components/store-hours-list.tsx';

export default function StoreSettingRoute() {
  return (
    <AdminPage
      title="Store Hours Management"
      description="When customers can order, and how long an order may wait for your answer. A range that closes after midnight belongs to the day it opens."
    >
      <StoreScoped>
        {(storeId) => (
          <div className="space-y-6">
            <StoreHoursList storeId={storeId} />
            <SpecialDayList storeId={storeId} />
            <OrderingSettings storeId={storeId} />
            <OrderDeskSettings storeId={storeId} />
          </div>
        )}
      </StoreScoped>
    </AdminPage>
  );
}
