import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { StoreScoped } from '@/features/auth/components/store-scoped.tsx';
import { OrderTicketPage } from '@/features/order-desk/components/order-ticket.tsx';

/** /admin/orders/:id/ticket: the printable kitchen ticket, outside the back office's frame. */
export default function OrderTicketRoute() {
  const intl = useIntl();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <main className="mx-auto max-w-md p-6">
        <title>
          {intl.formatMessage(
            { id: 'admin.documentTitle' },
            { title: intl.formatMessage({ id: 'admin.ticket.title' }) },
          )}
        </title>
        <ErrorAlert title={intl.formatMessage({ id: 'admin.ticket.notAnOrder' })} />
      </main>
    );
  }
  return <StoreScoped>{(storeId) => <OrderTicketPage storeId={storeId} orderId={id} />}</StoreScoped>;
}
