import { useIntl } from 'react-intl';
import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { StoreScoped } from '@/features/auth/components/store-scoped.tsx';
import { CategoryList } from '@/features/catalogue-admin/components/category-list.tsx';

export default function CategoryListRoute() {
  const intl = useIntl();
  return (
    <AdminPage
      title={intl.formatMessage({ id: 'catalogue.page.categoryList.title' })}
      description={intl.formatMessage({ id: 'catalogue.page.categoryList.description' })}
    >
      <StoreScoped>{(storeId) => <CategoryList storeId={storeId} />}</StoreScoped>
    </AdminPage>
  );
}
