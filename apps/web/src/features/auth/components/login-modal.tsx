import { FormattedMessage, useIntl } from 'react-intl';
import { Modal } from '@/components/ui/modal.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import { CustomerLoginForm } from './customer-login-form.tsx';

/** The customer header's login dialog (spec §2), with links to registration and the forgotten password. */
export default function LoginModal({
  open,
  onClose,
  onLoggedIn,
}: {
  open: boolean;
  onClose: () => void;
  onLoggedIn: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={intl.formatMessage({ id: 'auth.login.title' })}
      description={intl.formatMessage({ id: 'auth.login.modal_intro' })}
    >
      <CustomerLoginForm onLoggedIn={onLoggedIn} />
      <div className="mt-6 space-y-2 border-t border-cream-200 pt-5 text-center text-sm text-ink-600">
        <p>
          <FormattedMessage
            id="auth.login.new_here"
            values={{
              link: (chunks) => (
                <TextLink to={paths.register.getHref()} onClick={onClose}>
                  {chunks}
                </TextLink>
              ),
            }}
          />
        </p>
        <p>
          <TextLink standalone to={paths.forgotPassword.getHref()} onClick={onClose}>
            {intl.formatMessage({ id: 'auth.login.forgot' })}
          </TextLink>
        </p>
      </div>
    </Modal>
  );
}
