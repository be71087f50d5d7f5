import { LockKeyhole } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { CenteredPage } from '@/components/layouts/centered-page.tsx';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import { ResetPasswordForm } from '@/features/account/components/reset-password-form.tsx';
import { resetTokenProblem } from '@/features/account/reset-token.ts';

export default function ResetPasswordRoute() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const problem = resetTokenProblem(token);
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
      {problem || !token ? (
        <ErrorAlert title={intl.formatMessage({ id: problem ?? 'account.reset.token_missing' })}>
          <FormattedMessage
            id="account.reset.open_again"
            values={{ link: (chunks) => <TextLink to={paths.forgotPassword.getHref()}>{chunks}</TextLink> }}
          />
        </ErrorAlert>
      ) : (
        <ResetPasswordForm token={token.trim()} />
      )}
    </CenteredPage>
  );
}
