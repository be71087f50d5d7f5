import { FormattedMessage, useIntl } from 'react-intl';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import { ForgotPasswordForm } from '@/features/account/components/forgot-password-form.tsx';
import { AdminEntryFrame } from '@/features/auth/components/admin-entry-frame.tsx';

/** The owner's way back in: the customers' reset, whose e-mail links to the back office's reset page. */
export default function AdminForgotPasswordRoute() {
  const intl = useIntl();
  return (
    <AdminEntryFrame
      title={intl.formatMessage({ id: 'account.forgot.title' })}
      intro={intl.formatMessage({ id: 'account.forgot.intro' })}
      footer={
        <p>
          <FormattedMessage
            id="account.forgot.remembered"
            values={{ link: (chunks) => <TextLink to={paths.admin.login.getHref()}>{chunks}</TextLink> }}
          />
        </p>
      }
    >
      <ForgotPasswordForm />
    </AdminEntryFrame>
  );
}
