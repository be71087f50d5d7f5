import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { StoreScoped } from '@/features/auth/components/store-scoped.tsx';
import { TaxList } from '@/features/catalogue-admin/components/tax-list.tsx';

export default function TaxRoute() {
  return (
    <AdminPage
      title="Tax Management"
      description="The tax rates of your store. Every category and product refers to one."
    >
      <StoreScoped>{(storeId) => <TaxList storeId={storeId} />}</StoreScoped>
    </AdminPage>
  );
}
