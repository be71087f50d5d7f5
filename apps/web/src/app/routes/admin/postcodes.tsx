import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { StoreScoped } from '@/features/auth/components/store-scoped.tsx';
import { PostcodeList } from '@/features/settings-admin/components/postcode-list.tsx';

export default function PostcodesRoute() {
  return (
    <AdminPage
      title="Delivery postcodes"
      description="The postcodes you deliver to, with the delivery fee of each and, if you like, a minimum order and free delivery from a subtotal."
    >
      <StoreScoped>{(storeId) => <PostcodeList storeId={storeId} />}</StoreScoped>
    </AdminPage>
  );
}
