import { MapPinned } from 'lucide-react';
import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';

export default function PostcodesRoute() {
  return (
    <AdminPage title="Delivery Postcodes" description="The postcodes you deliver to and their delivery fees.">
      <EmptyState icon={MapPinned} title="Delivery area">
        Add the postcodes of your delivery area, each with its fee. Customers pick one when they order for
        delivery.
      </EmptyState>
    </AdminPage>
  );
}
