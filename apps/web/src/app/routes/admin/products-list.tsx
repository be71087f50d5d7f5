import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { StoreScoped } from '@/features/auth/components/store-scoped.tsx';
import { ProductList } from '@/features/catalogue-admin/components/product-list.tsx';

export default function ProductsListRoute() {
  return (
    <AdminPage
      title="Product Management"
      description="The dishes and drinks on your menu. A product has one price, or variants such as sizes with a price each."
    >
      <StoreScoped>{(storeId) => <ProductList storeId={storeId} />}</StoreScoped>
    </AdminPage>
  );
}
