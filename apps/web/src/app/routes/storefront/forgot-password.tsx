import { KeyRound } from 'lucide-react';
import { CenteredPage } from '@/components/layouts/centered-page.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import { ForgotPasswordForm } from '@/features/account/components/forgot-password-form.tsx';

export default function ForgotPasswordRoute() {
  return (
    <CenteredPage
      icon={KeyRound}
      title="Forgot your password?"
      description="Tell us the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <TextLink to={paths.login.getHref()}>Back to log in</TextLink>
        </p>
      }
    >
      <ForgotPasswordForm />
    </CenteredPage>
  );
}
