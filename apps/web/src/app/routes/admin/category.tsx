import { Tags } from 'lucide-react';
import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';

export default function AddCategoryRoute() {
  return (
    <AdminPage title="Add Category" description="Create a new section of your menu.">
      <EmptyState icon={Tags} title="New category">
        Give the category a name, a short description, its tax rate and an image; customers see it as a
        section of the menu.
      </EmptyState>
    </AdminPage>
  );
}
