import { SOLD_OUT_END_OF_DAY, type Product } from '@food/contract';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleSlash, RotateCw, SearchSlash } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SearchField } from '@/components/ui/search-field.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { cn } from '@/lib/cn.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { menuProductsQueryOptions, useSetSoldOut } from '../api/menu-availability.ts';
import { useNow } from '@/lib/use-now.ts';
import { isSoldOut } from '@/lib/sold-out.ts';
import { soldOutText } from '../sold-out.ts';
import { switchThumbClasses, switchTrackClasses } from '@/components/ui/switch.ts';

type StoreClock = { locale: string; timezone: string } | undefined;

const matches = (product: Product, search: string) =>
  [product.name, product.item_code, product.category.name].some((text) =>
    text.toLowerCase().includes(search),
  );

/** One product and its switch; while the server saves, the row already shows what was asked for. */
function ProductSwitch({
  product,
  storeId,
  store,
  now,
}: {
  product: Product;
  storeId: number;
  store: StoreClock;
  now: Date;
}) {
  const intl = useIntl();
  const switchId = useId();
  const stateId = useId();
  const setSoldOut = useSetSoldOut(storeId);
  const asked = setSoldOut.isPending ? setSoldOut.variables.until !== null : null;
  const soldOut = asked ?? isSoldOut(product, now.getTime());
  let state = soldOutText(product, now, store?.timezone, intl);
  if (asked !== null) {
    state = intl.formatMessage({ id: asked ? 'menu.sold_out.back_tomorrow' : 'desk.sold_out.available' });
  }

  const change = (checked: boolean) =>
    setSoldOut.mutate(
      { id: product.id, until: checked ? SOLD_OUT_END_OF_DAY : null },
      {
        onError: (error) =>
          toast({
            tone: 'error',
            title: intl.formatMessage(
              { id: checked ? 'desk.sold_out.failed_sold_out' : 'desk.sold_out.failed_available' },
              { name: product.name },
            ),
            description: failureMessage(error, intl.formatMessage({ id: 'desk.sold_out.failed_hint' })),
          }),
      },
    );

  const Icon = soldOut ? CircleSlash : CircleCheck;
  return (
    <li className="flex items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <label htmlFor={switchId} className="cursor-pointer font-semibold text-ink-900">
            {product.name}
          </label>
          <span className="text-xs text-ink-600">{product.category.name}</span>
        </div>
        <p
          id={stateId}
          className={cn(
            'mt-0.5 flex items-center gap-1 text-sm',
            soldOut ? 'font-semibold text-danger-700' : 'text-herb-700',
          )}
        >
          <Icon aria-hidden="true" className="size-3.5 shrink-0" />
          {state}
        </p>
      </div>
      <Switch.Root
        id={switchId}
        checked={soldOut}
        onCheckedChange={change}
        aria-describedby={stateId}
        className={switchTrackClasses('data-[state=checked]:before:bg-danger-700')}
      >
        <Switch.Thumb className={switchThumbClasses} />
      </Switch.Root>
    </li>
  );
}

/** The store's products on the menu, searchable, each with its "Sold out tonight" switch. */
export function SoldOutPanel({ storeId, store }: { storeId: number; store: StoreClock }) {
  const intl = useIntl();
  const products = useQuery(menuProductsQueryOptions(storeId));
  const now = useNow(60_000);
  const [search, setSearch] = useState('');

  if (products.isPending) {
    return (
      <div
        aria-busy="true"
        aria-label={intl.formatMessage({ id: 'desk.sold_out.loading' })}
        className="space-y-4"
      >
        <Skeleton className="h-11 w-full" />
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (products.isError) {
    return (
      <ErrorAlert
        title={failureMessage(products.error, intl.formatMessage({ id: 'desk.sold_out.load_failed' }))}
      >
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void products.refetch()}>
          <RotateCw aria-hidden="true" />
          <FormattedMessage id="desk.sold_out.try_again" />
        </Button>
      </ErrorAlert>
    );
  }

  // Hidden products are not on the menu, so there is nothing to sell out.
  const onMenu = products.data.filter((product) => product.isActive);
  const wanted = search.trim().toLowerCase();
  const shown = wanted ? onMenu.filter((product) => matches(product, wanted)) : onMenu;
  const soldOutCount = onMenu.filter((product) => isSoldOut(product, now.getTime())).length;

  if (onMenu.length === 0) {
    return (
      <p className="text-ink-700">
        <FormattedMessage id="desk.sold_out.empty" />
      </p>
    );
  }
  return (
    <div>
      {/* The search stays in view above a long menu: it cancels the modal's padding to sit on its edge. */}
      <div className="sticky -top-5 z-10 -mx-5 -mt-5 border-b border-cream-200 bg-white px-5 pt-5 pb-3 sm:-mx-6 sm:px-6">
        <SearchField
          label={intl.formatMessage({ id: 'desk.sold_out.search' })}
          placeholder={intl.formatMessage({ id: 'desk.sold_out.search_placeholder' })}
          value={search}
          onChange={setSearch}
        />
        <p className="mt-3 text-sm text-ink-700" aria-live="polite">
          {soldOutCount === 0
            ? intl.formatMessage({ id: 'desk.sold_out.all_available' })
            : intl.formatMessage(
                { id: 'desk.sold_out.summary' },
                { count: soldOutCount, total: onMenu.length },
              )}
        </p>
      </div>
      {shown.length === 0 ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-ink-700">
          <SearchSlash aria-hidden="true" className="size-4 shrink-0" />
          {intl.formatMessage({ id: 'desk.sold_out.no_match' }, { search: search.trim() })}
        </p>
      ) : (
        <ul
          aria-label={intl.formatMessage({ id: 'desk.sold_out.products' })}
          className="mt-1 divide-y divide-cream-200"
        >
          {shown.map((product) => (
            <ProductSwitch key={product.id} product={product} storeId={storeId} store={store} now={now} />
          ))}
        </ul>
      )}
    </div>
  );
}
