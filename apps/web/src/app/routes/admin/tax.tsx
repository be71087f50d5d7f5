import { useIntl } from 'react-intl';
import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { StoreScoped } from '@/features/auth/components/store-scoped.tsx';
import { TaxList } from '@/features/catalogue-admin/components/tax-list.tsx';

export default function TaxRoute() {
  const intl = useIntl();
  return (
    <AdminPage
      title={intl.formatMessage({ id: 'catalogue.page.tax.title' })}
      description={intl.formatMessage({ id: 'catalogue.page.tax.description' })}
    >
      <StoreScoped>{(storeId) => <TaxList storeId={storeId} />}</StoreScoped>
    </AdminPage>
  );
}
