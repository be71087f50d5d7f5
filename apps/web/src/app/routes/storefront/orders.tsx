import { useIntl } from 'react-intl';
import { MyOrders } from '@/features/orders/components/my-orders.tsx';

export default function OrdersRoute() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'orders.page.title' });
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{intl.formatMessage({ id: 'orders.page.document_title' }, { title })}</title>
      <h1 className="font-display text-[1.75rem] leading-tight font-bold text-ink-900 sm:text-4xl">
        {title}
      </h1>
      <p className="mt-2 text-ink-600">{intl.formatMessage({ id: 'orders.page.intro' })}</p>
      <div className="mt-7">
        <MyOrders />
      </div>
    </div>
  );
}
