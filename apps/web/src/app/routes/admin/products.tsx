import { Package } from 'lucide-react';
import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';

export default function ProductRoute() {
  return (
    <AdminPage title="Product" description="One product of your menu.">
      <EmptyState icon={Package} title="Product details">
        Name, code, category, description, tax, image and the price or variants of a single product.
      </EmptyState>
    </AdminPage>
  );
}
