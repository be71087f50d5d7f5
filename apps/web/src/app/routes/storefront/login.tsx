import { LogIn } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { CenteredPage } from '@/components/layouts/centered-page.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import { CustomerLoginForm } from '@/features/auth/components/customer-login-form.tsx';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { resolveNext } from '@/features/auth/redirects.ts';
import { ROLE } from '@food/contract/constants';

export default function LoginRoute() {
  const intl = useIntl();
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
      title={intl.formatMessage({ id: 'auth.login.title' })}
      description={intl.formatMessage({ id: 'auth.login.page_intro' })}
      footer={
        <>
          <p>
            <FormattedMessage
              id="auth.login.new_here"
              values={{ link: (chunks) => <TextLink to={paths.register.getHref()}>{chunks}</TextLink> }}
            />
          </p>
          <p>
            <TextLink standalone to={paths.forgotPassword.getHref()}>
              {intl.formatMessage({ id: 'auth.login.forgot' })}
            </TextLink>
          </p>
        </>
      }
    >
      <CustomerLoginForm />
    </CenteredPage>
  );
}
