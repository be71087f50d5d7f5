import { BadgePercent } from 'lucide-react';
import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';

export default function DiscountRoute() {
  return (
    <AdminPage title="Discount Management" description="Percentage discounts for delivery and pickup orders.">
      <EmptyState icon={BadgePercent} title="Discounts">
        Set a delivery discount and a pickup discount in percent, each with an expiry date. The discount is
        taken off the subtotal at checkout.
      </EmptyState>
    </AdminPage>
  );
}
