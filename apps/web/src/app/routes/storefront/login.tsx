import { LogIn } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { STORE_ID } from '@/config/store.ts';
import { guestCheckout } from '@/features/checkout/guest-checkout.ts';
import { useStore } from '@/features/store/api/get-store.ts';
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
  const navigate = useNavigate();
  const next = searchParams.get('next');
  // On the way to the checkout, a visitor may order without an account where the store allows it.
  const guestOffered =
    useStore(STORE_ID).data?.guest_checkout === true && next === paths.updateAddress.getHref();

  // Covers both a customer who is already logged in and the moment the form succeeds: `next` or the menu.
  if (user?.role_id === ROLE.customer) {
    return <Navigate to={resolveNext(next, 'storefront')} replace />;
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
      {guestOffered && (
        <div className="mb-7 space-y-3 border-b border-cream-200 pb-7">
          <h2 className="font-display text-lg font-bold text-ink-900">
            {intl.formatMessage({ id: 'auth.login.guest_title' })}
          </h2>
          <p className="text-sm text-ink-600">{intl.formatMessage({ id: 'auth.login.guest_text' })}</p>
          <Button
            size="lg"
            fullWidth
            variant="secondary"
            onClick={() => {
              guestCheckout.start();
              void navigate(paths.updateAddress.getHref());
            }}
          >
            {intl.formatMessage({ id: 'auth.login.guest_continue' })}
          </Button>
          <h2 className="pt-4 font-display text-lg font-bold text-ink-900">
            {intl.formatMessage({ id: 'auth.login.guest_or_log_in' })}
          </h2>
        </div>
      )}
      <CustomerLoginForm />
    </CenteredPage>
  );
}
