import { Clock } from 'lucide-react';
import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';

export default function StoreSettingRoute() {
  return (
    <AdminPage
      title="Store Hours Management"
      description="When customers can order: your weekly opening hours."
    >
      <EmptyState icon={Clock} title="Opening hours">
        Set opening and closing times per weekday, with several ranges a day if you close between lunch and
        dinner. Orders are only accepted while the store is open.
      </EmptyState>
    </AdminPage>
  );
}
