import { Percent } from 'lucide-react';
import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';

export default function TaxRoute() {
  return (
    <AdminPage
      title="Tax Management"
      description="The tax rates of your store. Every category and product refers to one."
    >
      <EmptyState icon={Percent} title="Tax rates">
        Add, edit, search and remove tax rates such as standard or reduced VAT. Menu prices include tax; the
        rate is shown on each order.
      </EmptyState>
    </AdminPage>
  );
}
