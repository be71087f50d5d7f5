import { useQuery } from '@tanstack/react-query';
import { MailCheck, MailX } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { CenteredPage } from '@/components/layouts/centered-page.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import { verifyRegistration } from '@/features/account/api/accounts.ts';
import { accountKeys } from '@/features/account/api/query-keys.ts';
import { RedirectNotice } from '@/features/account/components/redirect-notice.tsx';
import { failureMessage } from '@/lib/form-errors.ts';

/** Seconds the verification's answer stays on screen before the login page opens. */
const REDIRECT_SECONDS = 5;

/** The login page, with the store the account belongs to when the server named one (spec §2). */
function loginHref(storeId: number | null | undefined): string {
  return storeId
    ? `${paths.login.path}?${new URLSearchParams({ store_id: String(storeId) })}`
    : paths.login.path;
}

export default function VerifyRegistrationRoute() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  // Without a token there is nothing to verify (spec §8).
  if (!token) return <Navigate to={paths.login.getHref()} replace />;
  return (
    <CenteredPage
      icon={MailCheck}
      title={intl.formatMessage({ id: 'account.verify.title' })}
      description={intl.formatMessage({ id: 'account.verify.intro' })}
      footer={
        <p>
          <FormattedMessage
            id="account.verify.already"
            values={{ link: (chunks) => <TextLink to={paths.login.getHref()}>{chunks}</TextLink> }}
          />
        </p>
      }
    >
      <Verification token={token} />
    </CenteredPage>
  );
}

function Verification({ token }: { token: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  // A link works once: the query runs it once per page (no abort on unmount, no retry, no refetch).
  const verification = useQuery({
    queryKey: accountKeys.verification(token),
    queryFn: () => verifyRegistration(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  if (verification.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-6 text-ink-700">
        <Spinner className="size-6 text-brand-600" />
        <span className="font-semibold">{intl.formatMessage({ id: 'account.verify.busy' })}</span>
      </div>
    );
  }
  if (verification.isError) {
    const detail = failureMessage(verification.error, '');
    return (
      <RedirectNotice
        tone="danger"
        icon={MailX}
        message={intl.formatMessage({ id: 'account.verify.failed' })}
        to={paths.login.getHref()}
        action={intl.formatMessage({ id: 'account.go_to_login' })}
        seconds={REDIRECT_SECONDS}
        onDone={() => void navigate(paths.login.getHref(), { replace: true })}
      >
        {detail && <p className="mt-2 max-w-sm text-sm text-ink-700">{detail}</p>}
        <p className="mt-3 text-sm text-ink-600">
          <TextLink standalone to={paths.forgotPassword.getHref()}>
            {intl.formatMessage({ id: 'account.verify.new_link' })}
          </TextLink>
        </p>
      </RedirectNotice>
    );
  }
  const href = loginHref(verification.data.store_id);
  // Opened again after it worked: the address is confirmed, and logging in is all there is to do.
  return (
    <RedirectNotice
      message={intl.formatMessage({
        id: verification.data.already_verified ? 'account.verify.already_confirmed' : 'account.verify.done',
      })}
      to={href}
      action={intl.formatMessage({ id: 'account.verify.log_in_now' })}
      seconds={REDIRECT_SECONDS}
      onDone={() => void navigate(href, { replace: true })}
    />
  );
}
