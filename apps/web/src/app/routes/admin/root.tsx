import { Outlet } from 'react-router';
import { Toaster } from '@/components/ui/toast.tsx';
import { useHydrated } from '@/hooks/use-hydrated.ts';

/**
 * Everything under /admin: the toasts outlive page changes such as logging out. Their region is the
 * browser's alone: its inline style would break the server's page (Content-Security-Policy).
 */
export default function AdminRoot() {
  const hydrated = useHydrated();
  return (
    <>
      <Outlet />
      {hydrated && <Toaster />}
    </>
  );
}
