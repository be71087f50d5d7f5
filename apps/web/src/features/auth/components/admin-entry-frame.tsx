import { ArrowLeft, UtensilsCrossed } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import { LanguageSwitch } from './language-switch.tsx';

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

type AdminEntryFrameProps = {
  title: string;
  intro: string;
  children: ReactNode;
  /** Links under the form, before the way back to the storefront. */
  footer?: ReactNode;
};

/** The back office's pages before the login: its login and its forgotten and reset passwords. */
export function AdminEntryFrame({ title, intro, children, footer }: AdminEntryFrameProps) {
  const intl = useIntl();
  return (
    <main id="main" className="grid min-h-dvh bg-cream-50 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <title>{intl.formatMessage({ id: 'admin.documentTitle' }, { title })}</title>
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
          <h1 className="font-display text-3xl font-bold text-ink-900">{title}</h1>
          <p className="mt-2 mb-8 text-ink-600">{intro}</p>
          {children}
          <div className="mt-8 space-y-3 text-sm text-ink-600">
            {footer}
            <p className="flex items-center gap-1.5">
              <ArrowLeft aria-hidden="true" className="size-4" />
              <TextLink standalone to={paths.home.getHref()}>
                {intl.formatMessage({ id: 'admin.login.backToStorefront' })}
              </TextLink>
            </p>
          </div>
        </div>
      </div>
    </main>
  );
}
