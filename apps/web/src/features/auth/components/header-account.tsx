import { UserRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { useSession } from '../hooks/use-session.ts';
import { resolveNext } from '../redirects.ts';

const AccountMenu = lazy(() => import('./account-menu.tsx'));
const loadLoginModal = () => import('./login-modal.tsx');
const LoginModal = lazy(loadLoginModal);

/** "Log in" (a dialog, spec §2) for visitors; the account menu for a logged-in user. */
export function HeaderAccount() {
  const intl = useIntl();
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [loginOpen, setLoginOpen] = useState(false);
  // The dialog is downloaded (with radix-ui and the form code) on first use, then kept mounted.
  const [loginUsed, setLoginUsed] = useState(false);

  const onLoginPage = location.pathname === paths.login.path;
  return (
    <>
      {user ? (
        <Suspense fallback={<Skeleton className="h-11 w-28 sm:h-9" />}>
          <AccountMenu />
        </Suspense>
      ) : (
        !onLoginPage && (
          <Button
            variant="secondary"
            size="sm"
            aria-haspopup="dialog"
            onPointerEnter={() => void loadLoginModal()}
            onFocus={() => void loadLoginModal()}
            onClick={() => {
              setLoginUsed(true);
              setLoginOpen(true);
            }}
          >
            <UserRound aria-hidden="true" />
            {intl.formatMessage({ id: 'auth.login.open' })}
          </Button>
        )
      )}
      {/* Outside the branches: logging in swaps the button for the menu, but the dialog must finish. */}
      <Suspense fallback={null}>
        {loginUsed && (
          <LoginModal
            open={loginOpen}
            onClose={() => setLoginOpen(false)}
            onLoggedIn={() => {
              setLoginOpen(false);
              // After a customer logs in they land on the menu (spec §4), or where they were sent from.
              void navigate(resolveNext(new URLSearchParams(location.search).get('next'), 'storefront'));
            }}
          />
        )}
      </Suspense>
    </>
  );
}
