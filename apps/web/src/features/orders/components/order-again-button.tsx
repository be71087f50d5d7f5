import type { Order, Product } from '@food/contract';
import { isDelivery } from '@food/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { cartUi } from '@/features/cart/cart-ui.ts';
import { orderPlaced } from '@/features/cart/order-placed.ts';
import { reorderLines } from '@/features/cart/reorder.ts';
import { cartStore, fulfilmentStore } from '@/features/cart/use-cart.ts';
import { categoriesQueryOptions } from '@/features/menu/api/get-categories.ts';
import { categoryProductsQueryOptions } from '@/features/menu/api/get-category-products.ts';

/**
 * "Order again": the order's lines go back into the cart at today's prices, for the same order type;
 * what is sold out or off the menu now stays out and is named as the cart opens. A cart an order was
 * placed from is emptied first: its journey is over.
 */
export function OrderAgainButton({ order }: { order: Order }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const again = async () => {
    setState('busy');
    let products: Product[];
    try {
      const storeId = order.store_id;
      const categories = await queryClient.fetchQuery(categoriesQueryOptions(storeId));
      const lists = await Promise.all(
        categories
          .filter((category) => category.isActive)
          .map((category) =>
            queryClient.fetchQuery(categoryProductsQueryOptions({ storeId, categoryId: category.id })),
          ),
      );
      products = lists.flat().filter((product) => product.isActive);
    } catch {
      setState('failed');
      return;
    }
    const { lines, leftOut } = reorderLines(order.items, products, Date.now());
    // A cart still holding an order placed before (its status page left early) is done with: emptied
    // now, and its flag gone, so that going to the menu later keeps this cart (issue 44).
    orderPlaced.finishIfSet();
    cartStore.addAll(lines);
    const delivery = isDelivery(order.order_type);
    // A delivery goes to the postcode saved in this browser; the cart asks for one where none is.
    fulfilmentStore.setOrderType(delivery ? 'delivery' : 'pickup');
    setState('idle');
    cartUi.openCart(
      leftOut.map(({ name, why }) =>
        intl.formatMessage(
          { id: why === 'sold_out' ? 'orders.again.sold_out' : 'orders.again.gone' },
          { name },
        ),
      ),
    );
  };

  return (
    <div>
      <Button variant="secondary" size="sm" disabled={state === 'busy'} onClick={() => void again()}>
        <RotateCcw aria-hidden="true" />
        {intl.formatMessage({ id: state === 'busy' ? 'orders.again.busy' : 'orders.again.button' })}
      </Button>
      {state === 'failed' && (
        <p role="alert" className="mt-1 text-sm font-semibold text-danger-700">
          {intl.formatMessage({ id: 'orders.again.failed' })}
        </p>
      )}
    </div>
  );
}
