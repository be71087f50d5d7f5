import { ArrowLeft, UtensilsCrossed } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import { AdminLoginForm } from '@/features/auth/components/admin-login-form.tsx';
import { LanguageSwitch } from '@/features/auth/components/language-switch.tsx';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { resolveNext } from '@/features/auth/redirects.ts';
import { ROLE } from '@food/contract/constants';

function Badge() {
  const intl = useIntl();
  return (
    <span className="inline-flex items-center gap-2.5">
      <span aria-hidden="true" className="grid size-10 place-items-center rounded-xl bg-brand-600 text-white">
        <UtensilsCrossed className="size-5" />
      </span>
      <span className="rounded-full bg-saffron-200 px-2.5 py-0.5 text-xs font-bold tracking-wide text-ink-900 uppercase">
        {intl.formatMessage({ id: 'admin.brand' })}
      </span>
    </span>
  );
}

export default function AdminLoginRoute() {
  const intl = useIntl();
  const { user } = useAuth();
  const [searchParams] = useSearchParams();

  // Covers both an administrator who is already logged in and the moment the form succeeds.
  if (user?.role_id === ROLE.storeAdmin) {
    return <Navigate to={resolveNext(searchParams.get('next'), 'admin')} replace />;
  }
  return (
    <main id="main" className="grid min-h-dvh bg-cream-50 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <title>
        {intl.formatMessage(
          { id: 'admin.documentTitle' },
          { title: intl.formatMessage({ id: 'admin.login.title' }) },
        )}
      </title>
      <div className="on-dark relative hidden overflow-hidden bg-ink-950 p-12 text-cream-100 lg:flex lg:flex-col lg:justify-between">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_100%_0%,var(--color-brand-800),transparent_55%)]"
        />
        <div className="relative">
          <Badge />
        </div>
        <div className="relative max-w-md">
          <p className="font-display text-4xl leading-tight font-bold text-white">
            {intl.formatMessage({ id: 'admin.login.tagline' })}
          </p>
          <p className="mt-4 text-lg text-cream-200">{intl.formatMessage({ id: 'admin.login.pitch' })}</p>
        </div>
        <p className="relative text-sm text-cream-300">
          {intl.formatMessage({ id: 'admin.login.audience' })}
        </p>
      </div>
      <div className="relative flex items-center justify-center px-4 pt-20 pb-12 sm:px-8">
        <div className="absolute top-4 right-4">
          <LanguageSwitch />
        </div>
        <div className="w-full max-w-sm">
          <div className="mb-8 lg:hidden">
            <Badge />
          </div>
          <h1 className="font-display text-3xl font-bold text-ink-900">
            {intl.formatMessage({ id: 'admin.login.title' })}
          </h1>
          <p className="mt-2 mb-8 text-ink-600">{intl.formatMessage({ id: 'admin.login.intro' })}</p>
          <AdminLoginForm />
          <p className="mt-8 flex items-center gap-1.5 text-sm text-ink-600">
            <ArrowLeft aria-hidden="true" className="size-4" />
            <TextLink standalone to={paths.home.getHref()}>
              {intl.formatMessage({ id: 'admin.login.backToStorefront' })}
            </TextLink>
          </p>
        </div>
      </div>
    </main>
  );
}
