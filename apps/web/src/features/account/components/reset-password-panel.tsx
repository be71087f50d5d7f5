import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { resetTokenProblem } from '../reset-token.ts';
import { ResetPasswordForm } from './reset-password-form.tsx';

type ResetPasswordPanelProps = {
  /** The token of the link from the e-mail, as the address carries it. */
  token: string | null;
  /** Where a new link is asked for, and where the new password is used. */
  forgotHref: string;
  loginHref: string;
};

/** The reset form, or what is wrong with the link that opened it. */
export function ResetPasswordPanel({ token, forgotHref, loginHref }: ResetPasswordPanelProps) {
  const intl = useIntl();
  const problem = resetTokenProblem(token);
  if (problem || !token) {
    return (
      <ErrorAlert title={intl.formatMessage({ id: problem ?? 'account.reset.token_missing' })}>
        <FormattedMessage
          id="account.reset.open_again"
          values={{ link: (chunks) => <TextLink to={forgotHref}>{chunks}</TextLink> }}
        />
      </ErrorAlert>
    );
  }
  return <ResetPasswordForm token={token.trim()} loginHref={loginHref} />;
}
