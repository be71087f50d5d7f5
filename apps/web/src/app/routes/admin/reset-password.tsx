import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import { ResetPasswordPanel } from '@/features/account/components/reset-password-panel.tsx';
import { AdminEntryFrame } from '@/features/auth/components/admin-entry-frame.tsx';

export default function AdminResetPasswordRoute() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const forgotHref = paths.admin.forgotPassword.getHref();
  return (
    <AdminEntryFrame
      title={intl.formatMessage({ id: 'account.reset.title' })}
      intro={intl.formatMessage({ id: 'account.reset.intro' })}
      footer={
        <p>
          <FormattedMessage
            id="account.reset.expired"
            values={{ link: (chunks) => <TextLink to={forgotHref}>{chunks}</TextLink> }}
          />
        </p>
      }
    >
      <ResetPasswordPanel
        token={searchParams.get('token')}
        forgotHref={forgotHref}
        loginHref={paths.admin.login.getHref()}
      />
    </AdminEntryFrame>
  );
}
