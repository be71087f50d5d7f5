import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { StoreScoped } from '@/features/auth/components/store-scoped.tsx';
import { AddCategory } from '@/features/catalogue-admin/components/add-category.tsx';

export default function AddCategoryRoute() {
  return (
    <AdminPage
      title="Add Category"
      description="Create a new section of your menu: a name, a short description, its tax rate and an image."
    >
      <StoreScoped>{(storeId) => <AddCategory storeId={storeId} />}</StoreScoped>
    </AdminPage>
  );
}
