import { Outlet } from 'react-router';
import { AdminShell } from '@/components/layouts/admin/admin-shell.tsx';
import { BackOfficeSearch } from '@/features/admin-search/components/back-office-search.tsx';
import { AdminUserCard } from '@/features/auth/components/admin-user-card.tsx';
import { LanguageSwitch } from '@/features/auth/components/language-switch.tsx';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { PendingOrdersBadge } from '@/features/order-desk/components/pending-orders-badge.tsx';
import { PausedStrip } from '@/features/settings-admin/components/paused-strip.tsx';
import { StoreStateControl } from '@/features/settings-admin/components/store-state-control.tsx';

export default function AdminLayout() {
  const { token, user } = useAuth();
  const storeId = user?.store_id ?? null;
  return (
    <AdminShell
      userCard={(collapsed) => <AdminUserCard collapsed={collapsed} />}
      renderBadge={(badge, collapsed) =>
        badge === 'pendingOrders' && <PendingOrdersBadge collapsed={collapsed} />
      }
      search={storeId !== null && <BackOfficeSearch storeId={storeId} />}
      storeState={token && storeId !== null && <StoreStateControl storeId={storeId} token={token} />}
      storeNotice={storeId !== null && <PausedStrip storeId={storeId} />}
      language={<LanguageSwitch />}
    >
      <Outlet />
    </AdminShell>
  );
}
