import { Tags } from 'lucide-react';
import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';

export default function CategoryListRoute() {
  return (
    <AdminPage
      title="Category list"
      description="The sections of your menu, such as starters, mains and drinks."
    >
      <EmptyState icon={Tags} title="Menu categories">
        Search and page through your categories, add new ones, edit them and switch each one active or
        inactive. Inactive categories are hidden from customers.
      </EmptyState>
    </AdminPage>
  );
}
