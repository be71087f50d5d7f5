import { UserRoundPlus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CenteredPage } from '@/components/layouts/centered-page.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import { RegisterForm } from '@/features/account/components/register-form.tsx';

export default function RegisterRoute() {
  const intl = useIntl();
  return (
    <CenteredPage
      icon={UserRoundPlus}
      title={intl.formatMessage({ id: 'account.register.title' })}
      width="wide"
      description={intl.formatMessage({ id: 'account.register.intro' })}
      footer={
        <p>
          <FormattedMessage
            id="account.register.have_account"
            values={{ link: (chunks) => <TextLink to={paths.login.getHref()}>{chunks}</TextLink> }}
          />
        </p>
      }
    >
      <RegisterForm />
    </CenteredPage>
  );
}
