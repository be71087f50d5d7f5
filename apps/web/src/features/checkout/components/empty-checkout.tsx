import { ShoppingBasket } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';

/** Checkout with nothing in the cart: back to the menu. */
export function EmptyCheckout() {
  const intl = useIntl();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <title>
        {intl.formatMessage(
          { id: 'checkout.document_title' },
          { title: intl.formatMessage({ id: 'checkout.title' }) },
        )}
      </title>
      <div className="flex flex-col items-center rounded-3xl bg-white p-8 text-center shadow-card ring-1 ring-cream-200">
        <span className="mb-4 grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
          <ShoppingBasket aria-hidden="true" className="size-8" />
        </span>
        <h1 className="font-display text-2xl font-bold text-ink-900">
          {intl.formatMessage({ id: 'checkout.empty.title' })}
        </h1>
        <p className="mt-2 text-ink-600">{intl.formatMessage({ id: 'checkout.empty.text' })}</p>
        <Link to={paths.home.getHref()} className={`${buttonClasses({ size: 'lg' })} mt-6`}>
          {intl.formatMessage({ id: 'checkout.empty.browse' })}
        </Link>
      </div>
    </div>
  );
}
