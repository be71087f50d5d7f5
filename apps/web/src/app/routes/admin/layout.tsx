import { Outlet } from 'react-router';
import { AdminShell } from '@/components/layouts/admin/admin-shell.tsx';
import { AdminUserCard } from '@/features/auth/components/admin-user-card.tsx';
import { PendingOrdersBadge } from '@/features/order-desk/components/pending-orders-badge.tsx';

export default function AdminLayout() {
  return (
    <AdminShell
      userCard={(collapsed) => <AdminUserCard collapsed={collapsed} />}
      renderBadge={(badge, collapsed) =>
        badge === 'pendingOrders' && <PendingOrdersBadge collapsed={collapsed} />
      }
    >
      <Outlet />
    </AdminShell>
  );
}
