import { Outlet } from 'react-router';
import { AdminShell } from '@/components/layouts/admin/admin-shell.tsx';
import { AdminUserCard } from '@/features/auth/components/admin-user-card.tsx';

export default function AdminLayout() {
  return (
    <AdminShell userCard={(collapsed) => <AdminUserCard collapsed={collapsed} />}>
      <Outlet />
    </AdminShell>
  );
}
