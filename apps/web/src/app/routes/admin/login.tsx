import { useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import { AdminEntryFrame } from '@/features/auth/components/admin-entry-frame.tsx';
import { AdminLoginForm } from '@/features/auth/components/admin-login-form.tsx';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { resolveNext } from '@/features/auth/redirects.ts';
import { ROLE } from '@food/contract/constants';

export default function AdminLoginRoute() {
  const intl = useIntl();
  const { user } = useAuth();
  const [searchParams] = useSearchParams();

  // Covers both an administrator who is already logged in and the moment the form succeeds.
  if (user?.role_id === ROLE.storeAdmin) {
    return <Navigate to={resolveNext(searchParams.get('next'), 'admin')} replace />;
  }
  return (
    <AdminEntryFrame
      title={intl.formatMessage({ id: 'admin.login.title' })}
      intro={intl.formatMessage({ id: 'admin.login.intro' })}
      footer={
        <p>
          <TextLink standalone to={paths.admin.forgotPassword.getHref()}>
            {intl.formatMessage({ id: 'auth.login.forgot' })}
          </TextLink>
        </p>
      }
    >
      <AdminLoginForm />
    </AdminEntryFrame>
  );
}
