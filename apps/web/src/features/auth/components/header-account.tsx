import { UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth } from '../hooks/use-auth.ts';

const AccountMenu = lazy(() => import('./account-menu.tsx'));

/** "Log in" for visitors; the account menu for a logged-in user. */
export function HeaderAccount() {
  const { user } = useAuth();
  const location = useLocation();

  if (!user) {
    const onLoginPage = location.pathname === paths.login.path;
    return onLoginPage ? null : (
      <Link to={paths.login.getHref()} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        <UserRound aria-hidden="true" />
        Log in
      </Link>
    );
  }
  return (
    <Suspense fallback={<Skeleton className="h-9 w-28" />}>
      <AccountMenu />
    </Suspense>
  );
}
