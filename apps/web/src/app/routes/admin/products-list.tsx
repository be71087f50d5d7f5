import { useIntl } from 'react-intl';
import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { StoreScoped } from '@/features/auth/components/store-scoped.tsx';
import { ProductList } from '@/features/catalogue-admin/components/product-list.tsx';

export default function ProductsListRoute() {
  const intl = useIntl();
  return (
    <AdminPage
      title={intl.formatMessage({ id: 'catalogue.page.products.title' })}
      description={intl.formatMessage({ id: 'catalogue.page.products.description' })}
    >
      <StoreScoped>{(storeId) => <ProductList storeId={storeId} />}</StoreScoped>
    </AdminPage>
  );
}
