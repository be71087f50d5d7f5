import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { StoreScoped } from '@/features/auth/components/store-scoped.tsx';
import { OptionGroupList } from '@/features/catalogue-admin/components/option-group-list.tsx';

export default function OptionGroupsRoute() {
  return (
    <AdminPage
      title="Option groups"
      description="Choices customers make with a product, such as a sauce or extra toppings, each with its rule and extra charges."
    >
      <StoreScoped>{(storeId) => <OptionGroupList storeId={storeId} />}</StoreScoped>
    </AdminPage>
  );
}
