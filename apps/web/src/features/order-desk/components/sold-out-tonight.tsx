import type { Store } from '@food/contract';
import { useQuery } from '@tanstack/react-query';
import { CircleSlash } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { menuProductsQueryOptions } from '../api/menu-availability.ts';
import { useNow } from '@/lib/use-now.ts';
import { isSoldOut } from '@/lib/sold-out.ts';
import { SoldOutPanel } from './sold-out-panel.tsx';

/** The desk's button to the "Sold out tonight" switches, with how many products are sold out now. */
export function SoldOutTonight({ storeId, store }: { storeId: number; store: Store | undefined }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const products = useQuery(menuProductsQueryOptions(storeId));
  const now = useNow(60_000);
  const count =
    products.data?.filter((product) => product.isActive && isSoldOut(product, now.getTime())).length ?? 0;
  return (
    <>
      <Button variant="secondary" className="grow" onClick={() => setOpen(true)}>
        <CircleSlash aria-hidden="true" />
        <FormattedMessage id="desk.sold_out.button" />
        {count > 0 && (
          <>
            <span
              aria-hidden="true"
              className="grid h-5 min-w-5 place-items-center rounded-full bg-danger-700 px-1 text-xs font-bold text-white"
            >
              {count}
            </span>
            <span className="sr-only">
              <FormattedMessage id="desk.sold_out.count" values={{ count }} />
            </span>
          </>
        )}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={intl.formatMessage({ id: 'desk.sold_out.title' })}
        description={intl.formatMessage({ id: 'desk.sold_out.description' })}
      >
        <SoldOutPanel storeId={storeId} store={store} />
      </Modal>
    </>
  );
}
