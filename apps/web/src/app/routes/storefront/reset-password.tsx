import { LockKeyhole } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { CenteredPage } from '@/components/layouts/centered-page.tsx';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import { ResetPasswordForm } from '@/features/account/components/reset-password-form.tsx';
import { resetTokenProblem } from '@/features/account/reset-token.ts';

export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const problem = resetTokenProblem(token);
  return (
    <CenteredPage
      icon={LockKeyhole}
      title="Reset password"
      description="Choose a new password for your account. The link from your e-mail works once and for one hour."
      footer={
        <p>
          Link expired? <TextLink to={paths.forgotPassword.getHref()}>Ask for a new one</TextLink>
        </p>
      }
    >
      {problem || !token ? (
        <ErrorAlert title={problem ?? 'Reset token is missing.'}>
          Open the link from your e-mail again, or{' '}
          <TextLink to={paths.forgotPassword.getHref()}>ask for a new reset link</TextLink>.
        </ErrorAlert>
      ) : (
        <ResetPasswordForm token={token.trim()} />
      )}
    </CenteredPage>
  );
}
