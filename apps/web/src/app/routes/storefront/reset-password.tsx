import { LockKeyhole } from 'lucide-react';
import { CenteredPage } from '@/components/layouts/centered-page.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';

export default function ResetPasswordRoute() {
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
    />
  );
}
