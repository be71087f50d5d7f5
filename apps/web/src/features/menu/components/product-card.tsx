import type { Product } from '@food/contract';
import { ORDER_QUANTITY_MAX } from '@food/contract/constants';
import { formatMoney, toMinor, type CurrencySettings } from '@food/money';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type ComponentProps, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ResponsiveImage } from '@/components/ui/responsive-image.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { STORE_ID } from '@/config/store.ts';
import { cn } from '@/lib/cn.ts';
import { createCartLine, hasOptionGroups, lineQuantity, productQuantity } from '@/features/cart/cart.ts';
import { addControlId, cartUi } from '@/features/cart/cart-ui.ts';
import { loadQuantityStepper } from '@/features/cart/loaders/load-quantity-stepper.ts';
import { ProductFacts } from '@/features/cart/components/product-facts.tsx';
import { loadWhenOnline } from '@/lib/load-when-online.ts';
import { isSoldOut } from '@/lib/sold-out.ts';
import { soldOutLabel } from '@/lib/sold-out-label.ts';
import { cartStore, useCart } from '@/features/cart/use-cart.ts';
import { useNow } from '@/lib/use-now.ts';
import { useStore } from '@/features/store/api/get-store.ts';

type ProductCardProps = { product: Product; money: CurrencySettings | undefined };

/** The card's picture: size-26, sm:size-30. */
const IMAGE_BOXES = [{ from: 640, size: 120 }, { size: 104 }];

export function ProductCard({ product, money }: ProductCardProps) {
  const titleId = useId();
  const variants = product.type === 'variable' ? product.variants : [];
  // Variable products show their options with the first one preselected (spec §2).
  const [variantId, setVariantId] = useState<number | null>(variants[0]?.id ?? null);
  const selected = variants.find((variant) => variant.id === variantId) ?? variants[0] ?? null;
  const price = product.type === 'variable' ? (selected?.price ?? null) : product.price;

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full gap-3 rounded-2xl bg-white p-3.5 shadow-card ring-1 ring-cream-200 transition-shadow hover:shadow-raised sm:gap-4 sm:p-4"
    >
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 id={titleId} className="leading-snug font-semibold text-ink-900">
          {product.name}
        </h3>
        {price !== null && (
          <div className="mt-0.5 font-bold text-ink-900">
            {money ? formatMoney(toMinor(price), money) : <Skeleton className="mt-1 h-5 w-16" />}
          </div>
        )}
        {product.description && (
          <p className="mt-1.5 line-clamp-2 text-sm leading-relaxed text-ink-600">{product.description}</p>
        )}
        <ProductFacts
          dietary={product.dietary}
          allergens={product.allergens}
          ageLimit={product.age_limit}
          className="mt-2"
        />
        {product.sold_out && <SoldOutNote product={product} />}
        {variants.length > 0 && (
          <VariantChoice
            productName={product.name}
            variants={variants}
            value={selected?.id ?? null}
            onChange={setVariantId}
          />
        )}
      </div>
      {/* As wide as the quantity stepper with its 44 px buttons. */}
      <div className="relative flex w-29 shrink-0 flex-col items-center self-start sm:w-30">
        <ResponsiveImage
          src={product.image_url}
          boxes={IMAGE_BOXES}
          alt=""
          width={120}
          height={120}
          loading="lazy"
          className="size-26 rounded-xl bg-cream-100 object-cover sm:size-30"
        />
        <div className="-mt-5 flex flex-col items-center">
          <AddControl product={product} variantId={selected?.id ?? null} />
        </div>
      </div>
    </article>
  );
}

function VariantChoice({
  productName,
  variants,
  value,
  onChange,
}: {
  productName: string;
  variants: Product['variants'];
  value: number | null;
  onChange: (variantId: number) => void;
}) {
  const name = useId();
  return (
    <fieldset className="mt-1.5 sm:mt-3">
      <legend className="sr-only">
        <FormattedMessage id="cart.dialog.options_for" values={{ name: productName }} />
      </legend>
      {/* On phones each chip is pressed in a 44 px tall box around its 32 px pill. */}
      <div className="flex flex-wrap gap-x-1.5 sm:gap-y-1.5">
        {variants.map((variant) => (
          <label key={variant.id} className="group relative inline-flex min-h-11 items-center sm:min-h-8">
            <input
              type="radio"
              name={name}
              value={variant.id}
              checked={value === variant.id}
              onChange={() => onChange(variant.id)}
              className="peer absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <span
              className={cn(
                'inline-flex min-h-8 items-center rounded-full border px-3 text-xs font-semibold transition-colors',
                'border-cream-300 bg-cream-50 text-ink-700 group-hover:border-ink-500',
                'peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:text-brand-800',
                'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-(--focus-ring)',
              )}
            >
              {variant.name}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

// Only a product in the cart shows it, and the cart is the browser's, never in the server's page: not
// in the first script, fetched in the background once the menu is live (storefront-dialogs.tsx).
const LazyQuantityStepper = lazy(async () => ({
  default: (await loadWhenOnline(loadQuantityStepper)).QuantityStepper,
}));

/** The stepper, with room of its height kept while its code arrives. */
function QuantityStepper(props: ComponentProps<typeof LazyQuantityStepper>) {
  return (
    <Suspense fallback={<div className="h-12 sm:h-10" />}>
      <LazyQuantityStepper {...props} />
    </Suspense>
  );
}

const addButtonClasses =
  'inline-flex h-11 min-w-24 items-center justify-center gap-1 rounded-xl border border-cream-300 bg-white px-4 text-sm font-extrabold tracking-wide text-brand-700 uppercase shadow-card transition-colors hover:border-brand-600 hover:bg-brand-50 [&_svg]:size-4';

/** "Sold out · back tomorrow", in the store's time zone; gone by itself once the time has passed. */
function SoldOutNote({ product }: { product: Product }) {
  const intl = useIntl();
  const now = useNow(30_000).getTime();
  const timeZone = useStore(STORE_ID).data?.timezone;
  if (!isSoldOut(product, now)) return null;
  return (
    <p className="mt-2 w-fit rounded-full bg-danger-50 px-2.5 py-0.5 text-xs font-bold text-danger-700 ring-1 ring-danger-700/20">
      {soldOutLabel(product.sold_out_until, now, timeZone ?? 'UTC', intl)}
    </p>
  );
}

function AddButton({
  product,
  onClick,
  opensDialog = false,
  buttonRef,
}: {
  product: Product;
  onClick: () => void;
  opensDialog?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const intl = useIntl();
  return (
    <button
      ref={buttonRef}
      id={addControlId(product.id)}
      type="button"
      className={cn(
        addButtonClasses,
        'disabled:cursor-not-allowed disabled:opacity-55 disabled:hover:bg-white',
      )}
      onClick={onClick}
      // The menu is read again when a sold-out ends (useSoldOutEnds), which turns Add back on.
      disabled={product.sold_out}
      aria-haspopup={opensDialog ? 'dialog' : undefined}
      aria-label={intl.formatMessage({ id: 'menu.product.add_label' }, { name: product.name })}
    >
      <FormattedMessage id="menu.product.add" />
      <Plus aria-hidden="true" strokeWidth={3} />
    </button>
  );
}

/**
 * ADD, or − quantity + once the product is in the cart (spec §2). A product with option groups is
 * chosen in its dialog, one line at a time; a sold-out product cannot be added.
 */
function AddControl({ product, variantId }: { product: Product; variantId: number | null }) {
  const intl = useIntl();
  const cart = useCart();
  const soldOut = product.sold_out;
  // ADD gives way to the stepper, and the stepper at 0 to ADD: the focus moves on to the control that
  // took its place instead of falling back to the page.
  const focusReplacement = useRef(false);
  const takeFocus = (element: HTMLElement | null) => {
    if (!element || !focusReplacement.current) return;
    focusReplacement.current = false;
    element.focus();
  };
  const open = () => cartUi.openProduct(product, variantId);
  if (hasOptionGroups(product)) {
    const inCart = productQuantity(cart, product.id);
    return (
      <>
        <AddButton product={product} onClick={open} opensDialog />
        {inCart > 0 && (
          <span className="mt-1 text-xs font-semibold text-ink-700">
            <FormattedMessage id="menu.product.in_cart" values={{ count: inCart }} />
          </span>
        )}
      </>
    );
  }

  if (product.type === 'variable') {
    // Variants are chosen in the product dialog; both buttons of the counter open it (spec §4).
    const inCart = productQuantity(cart, product.id);
    if (inCart === 0) return <AddButton product={product} onClick={open} opensDialog />;
    return (
      <QuantityStepper
        quantity={inCart}
        itemName={product.name}
        onDecrease={open}
        onIncrease={open}
        opensDialog
        increaseId={addControlId(product.id)}
        decreaseLabel={intl.formatMessage({ id: 'menu.product.fewer' }, { name: product.name })}
        increaseLabel={intl.formatMessage({ id: 'menu.product.more' }, { name: product.name })}
      />
    );
  }

  const key = { productId: product.id, variantId: null, options: [] };
  const quantity = lineQuantity(cart, key);
  const setQuantity = (next: number) => cartStore.add(createCartLine(product, null, next));
  const replaceWith = (next: number) => {
    focusReplacement.current = true;
    setQuantity(next);
  };
  if (quantity === 0) {
    return <AddButton product={product} onClick={() => replaceWith(1)} buttonRef={takeFocus} />;
  }
  return (
    <QuantityStepper
      quantity={quantity}
      itemName={product.name}
      onDecrease={() => (quantity === 1 ? replaceWith(0) : setQuantity(quantity - 1))}
      onIncrease={() => setQuantity(quantity + 1)}
      canIncrease={quantity < ORDER_QUANTITY_MAX && !soldOut}
      increaseRef={takeFocus}
      increaseId={addControlId(product.id)}
    />
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="flex gap-3 rounded-2xl bg-white p-3.5 ring-1 ring-cream-200 sm:gap-4 sm:p-4">
      <div className="flex-1 space-y-2.5">
        <Skeleton className="h-5 w-3/5" />
        <Skeleton className="h-5 w-16" />
        <Skeleton className="h-3.5 w-full" />
        <Skeleton className="h-3.5 w-4/5" />
      </div>
      <Skeleton className="size-26 sm:size-30" />
    </div>
  );
}
