import { LockKeyhole } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { CenteredPage } from '@/components/layouts/centered-page.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import { ResetPasswordPanel } from '@/features/account/components/reset-password-panel.tsx';

export default function ResetPasswordRoute() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  return (
    <CenteredPage
      icon={LockKeyhole}
      title={intl.formatMessage({ id: 'account.reset.title' })}
      description={intl.formatMessage({ id: 'account.reset.intro' })}
      footer={
        <p>
          <FormattedMessage
            id="account.reset.expired"
            values={{ link: (chunks) => <TextLink to={paths.forgotPassword.getHref()}>{chunks}</TextLink> }}
          />
        </p>
      }
    >
      <ResetPasswordPanel
        token={searchParams.get('token')}
        forgotHref={paths.forgotPassword.getHref()}
        loginHref={paths.login.getHref()}
      />
    </CenteredPage>
  );
}
