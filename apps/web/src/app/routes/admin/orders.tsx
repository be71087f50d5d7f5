import { ClipboardList } from 'lucide-react';
import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';

export default function AdminOrdersRoute() {
  return (
    <AdminPage title="Orders" description="Accept or reject the orders of your customers as they come in.">
      <EmptyState icon={ClipboardList} title="Incoming orders">
        New orders appear here the moment they are placed, with a sound and an alert. Open one to see its
        items, notes and customer, accept it with a ready time or reject it with a reason, and print the
        kitchen ticket.
      </EmptyState>
    </AdminPage>
  );
}
