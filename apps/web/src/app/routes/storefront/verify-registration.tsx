import { MailCheck } from 'lucide-react';
import { CenteredPage } from '@/components/layouts/centered-page.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';

export default function VerifyRegistrationRoute() {
  return (
    <CenteredPage
      icon={MailCheck}
      title="Verify your e-mail"
      description="Confirming your e-mail address activates your account, so you can log in and order."
      footer={
        <p>
          Already verified? <TextLink to={paths.login.getHref()}>Log in</TextLink>
        </p>
      }
    />
  );
}
