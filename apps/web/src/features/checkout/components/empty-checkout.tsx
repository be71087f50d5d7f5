import { ShoppingBasket } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { CheckoutPanel } from './checkout-panel.tsx';

/** Checkout with nothing in the cart: back to the menu. */
export function EmptyCheckout() {
  const intl = useIntl();
  return (
    <CheckoutPanel title={intl.formatMessage({ id: 'checkout.title' })}>
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
    </CheckoutPanel>
  );
}
