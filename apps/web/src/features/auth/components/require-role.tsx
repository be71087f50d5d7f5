import type { RoleId } from '@food/contract';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../hooks/use-session.ts';
import { loginHrefFor } from '../redirects.ts';

/**
 * Renders the child routes only for a user of `role`; anyone else goes to the matching login page and
 * comes back after logging in. A convenience: the server checks every call by itself (decisions §3).
 */
export function RequireRole({ role }: { role: RoleId }) {
  const { user } = useSession();
  const location = useLocation();
  if (user?.role_id !== role) return <Navigate to={loginHrefFor(location)} replace />;
  return <Outlet />;
}
