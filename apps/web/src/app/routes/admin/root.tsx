import { Outlet } from 'react-router';
import { Toaster } from '@/components/ui/toast.tsx';

/** Everything under /admin: the toasts outlive page changes such as logging out. */
export default function AdminRoot() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
