import { LogIn } from 'lucide-react';
import { Navigate, useSearchParams } from 'react-router';
import { CenteredPage } from '@/components/layouts/centered-page.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import { CustomerLoginForm } from '@/features/auth/components/customer-login-form.tsx';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { resolveNext } from '@/features/auth/redirects.ts';
import { ROLE } from '@food/contract/constants';

export default function LoginRoute() {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();

  // Covers both a customer who is already logged in and the moment the form succeeds: `next` or the menu.
  if (user?.role_id === ROLE.customer) {
    return <Navigate to={resolveNext(searchParams.get('next'), 'storefront')} replace />;
  }
  // An administrator has nothing to do on the customers' login (docs/decisions.md).
  if (user?.role_id === ROLE.storeAdmin) return <Navigate to={paths.admin.home.getHref()} replace />;
  return (
    <CenteredPage
      icon={LogIn}
      title="Log in"
      description="Welcome back! Log in to place your order and follow it live."
      footer={
        <>
          <p>
            New here? <TextLink to={paths.register.getHref()}>Create an account</TextLink>
          </p>
          <p>
            <TextLink standalone to={paths.forgotPassword.getHref()}>
              Forgot your password?
            </TextLink>
          </p>
        </>
      }
    >
      <CustomerLoginForm />
    </CenteredPage>
  );
}
