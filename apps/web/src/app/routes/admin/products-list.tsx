import { ShoppingBag } from 'lucide-react';
import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';

export default function ProductsListRoute() {
  return (
    <AdminPage
      title="Product Management"
      description="The dishes and drinks on your menu, with their prices."
    >
      <EmptyState icon={ShoppingBag} title="Products">
        Search and page through your products, add new ones and edit them. A product has one price, or
        variants such as sizes with a price each.
      </EmptyState>
    </AdminPage>
  );
}
