import { useIntl } from 'react-intl';
import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { StoreScoped } from '@/features/auth/components/store-scoped.tsx';
import { CouponList } from '@/features/settings-admin/components/coupon-list.tsx';

export default function CouponsRoute() {
  const intl = useIntl();
  return (
    <AdminPage
      title={intl.formatMessage({ id: 'settings.coupons.page.title' })}
      description={intl.formatMessage({ id: 'settings.coupons.page.description' })}
    >
      <StoreScoped>{(storeId) => <CouponList storeId={storeId} />}</StoreScoped>
    </AdminPage>
  );
}
