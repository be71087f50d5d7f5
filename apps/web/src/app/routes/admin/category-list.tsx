import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { StoreScoped } from '@/features/auth/components/store-scoped.tsx';
import { CategoryList } from '@/features/catalogue-admin/components/category-list.tsx';

export default function CategoryListRoute() {
  return (
    <AdminPage
      title="Category list"
      description="The sections of your menu, such as starters, mains and drinks. Inactive categories are hidden from customers."
    >
      <StoreScoped>{(storeId) => <CategoryList storeId={storeId} />}</StoreScoped>
    </AdminPage>
  );
}
