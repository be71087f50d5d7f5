import { KeyRound } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CenteredPage } from '@/components/layouts/centered-page.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import { ForgotPasswordForm } from '@/features/account/components/forgot-password-form.tsx';

export default function ForgotPasswordRoute() {
  const intl = useIntl();
  return (
    <CenteredPage
      icon={KeyRound}
      title={intl.formatMessage({ id: 'account.forgot.title' })}
      description={intl.formatMessage({ id: 'account.forgot.intro' })}
      footer={
        <p>
          <FormattedMessage
            id="account.forgot.remembered"
            values={{ link: (chunks) => <TextLink to={paths.login.getHref()}>{chunks}</TextLink> }}
          />
        </p>
      }
    >
      <ForgotPasswordForm />
    </CenteredPage>
  );
}
