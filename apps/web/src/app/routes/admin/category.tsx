import { useIntl } from 'react-intl';
import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { StoreScoped } from '@/features/auth/components/store-scoped.tsx';
import { AddCategory } from '@/features/catalogue-admin/components/add-category.tsx';

export default function AddCategoryRoute() {
  const intl = useIntl();
  return (
    <AdminPage
      title={intl.formatMessage({ id: 'catalogue.page.addCategory.title' })}
      description={intl.formatMessage({ id: 'catalogue.page.addCategory.description' })}
    >
      <StoreScoped>{(storeId) => <AddCategory storeId={storeId} />}</StoreScoped>
    </AdminPage>
  );
}
