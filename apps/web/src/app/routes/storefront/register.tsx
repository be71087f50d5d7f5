import { UserRoundPlus } from 'lucide-react';
import { CenteredPage } from '@/components/layouts/centered-page.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import { RegisterForm } from '@/features/account/components/register-form.tsx';

export default function RegisterRoute() {
  return (
    <CenteredPage
      icon={UserRoundPlus}
      title="Update Your Info"
      width="wide"
      description="Create your account with your e-mail address, name, phone number and delivery address. We send you a link to confirm your e-mail before your first order."
      footer={
        <p>
          Already have an account? <TextLink to={paths.login.getHref()}>Log in</TextLink>
        </p>
      }
    >
      <RegisterForm />
    </CenteredPage>
  );
}
