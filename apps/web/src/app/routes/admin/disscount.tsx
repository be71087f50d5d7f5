import { useIntl } from 'react-intl';
import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { StoreScoped } from '@/features/auth/components/store-scoped.tsx';
import { DiscountSettings } from '@/features/settings-admin/components/discount-settings.tsx';

export default function DiscountRoute() {
  const intl = useIntl();
  return (
    <AdminPage
      title={intl.formatMessage({ id: 'settings.page.discount.title' })}
      description={intl.formatMessage({ id: 'settings.page.discount.description' })}
    >
      <StoreScoped>{(storeId) => <DiscountSettings storeId={storeId} />}</StoreScoped>
    </AdminPage>
  );
}
