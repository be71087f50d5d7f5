import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { StoreScoped } from '@/features/auth/components/store-scoped.tsx';
import { DiscountSettings } from '@/features/settings-admin/components/discount-settings.tsx';

export default function DiscountRoute() {
  return (
    <AdminPage title="Discount Management" description="Percentage discounts for delivery and pickup orders.">
      <StoreScoped>{(storeId) => <DiscountSettings storeId={storeId} />}</StoreScoped>
    </AdminPage>
  );
}
