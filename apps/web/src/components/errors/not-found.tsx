import { ArrowLeft, Compass } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';

/** A friendly 404 that leads back to where the user can carry on. */
export function NotFound({ homeHref, homeLabel }: { homeHref: string; homeLabel: string }) {
  const intl = useIntl();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <title>{intl.formatMessage({ id: 'store.ui.not_found.title' })}</title>
      <span className="mb-5 grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Compass aria-hidden="true" className="size-8" />
      </span>
      <p className="text-sm font-bold tracking-[0.18em] text-brand-700 uppercase">
        <FormattedMessage id="store.ui.not_found.code" />
      </p>
      <h1 className="mt-2 font-display text-3xl font-bold text-ink-900">
        <FormattedMessage id="store.ui.not_found.heading" />
      </h1>
      <p className="mt-3 text-ink-600">
        <FormattedMessage id="store.ui.not_found.text" />
      </p>
      <Link to={homeHref} className={cn(buttonClasses({ size: 'lg' }), 'mt-8')}>
        <ArrowLeft aria-hidden="true" />
        {homeLabel}
      </Link>
    </div>
  );
}
