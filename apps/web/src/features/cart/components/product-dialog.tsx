import type { Product } from '@food/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ResponsiveImage } from '@/components/ui/responsive-image.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { STORE_ID } from '@/config/store.ts';
import { productKeys } from '@/features/store/api/query-keys.ts';
import { browserStorage } from '../browser-storage.ts';
import { hasOptionGroups } from '../cart.ts';
import { addControlId, type CartUiState } from '../cart-ui.ts';
import { forgetSelection } from '../variant-selection.ts';
import { OptionsForm } from './options-form.tsx';
import { ProductFacts } from './product-facts.tsx';
import { VariantForm } from './variant-form.tsx';

type ProductDialogProps = { request: CartUiState['productFor']; onClose: () => void };

/**
 * The product dialog: a product with option groups is chosen here one line at a time (variant, then
 * each group's options, then a quantity); a variable product without groups keeps the variant list
 * of spec §2.
 */
export default function ProductDialog({ request, onClose }: ProductDialogProps) {
  const intl = useIntl();
  const product = request?.product;
  // Still known while the dialog closes, when its ADD may have given way to a stepper.
  const [shownId, setShownId] = useState<number | null>(null);
  if (product && product.id !== shownId) setShownId(product.id);
  const close = () => {
    if (product) forgetSelection(browserStorage(), product.id);
    onClose();
  };
  const withOptions = product !== undefined && hasOptionGroups(product);
  return (
    <Modal
      open={request !== null}
      onOpenChange={(next) => !next && close()}
      returnFocusTo={shownId === null ? undefined : addControlId(shownId)}
      title={product?.name ?? intl.formatMessage({ id: 'cart.dialog.title' })}
      description={intl.formatMessage({
        id: withOptions ? 'cart.dialog.description_options' : 'cart.dialog.description_variants',
      })}
    >
      {request && (
        <LiveProduct
          key={request.product.id}
          product={request.product}
          suggestedVariantId={request.suggestedVariantId}
          onClose={close}
        />
      )}
    </Modal>
  );
}

/** The product as the menu has it now, so that something sold out while the dialog is open shows it. */
function useLiveProduct(product: Product): Product {
  const { data } = useQuery<Product[]>({
    queryKey: productKeys.byCategory({ storeId: STORE_ID, categoryId: product.category_id }),
    // Only reads what the menu fetched: the menu's own query fetches and refetches it.
    queryFn: skipToken,
  });
  return data?.find((candidate) => candidate.id === product.id) ?? product;
}

const DIALOG_IMAGE_BOXES = [{ size: 80 }];

function LiveProduct(props: { product: Product; suggestedVariantId: number | null; onClose: () => void }) {
  const product = useLiveProduct(props.product);
  return (
    <>
      <div className="mb-4 flex gap-4">
        <ResponsiveImage
          src={product.image_url}
          boxes={DIALOG_IMAGE_BOXES}
          alt=""
          width={80}
          height={80}
          className="size-20 shrink-0 rounded-xl bg-cream-100 object-cover"
        />
        <div className="min-w-0 space-y-2">
          {product.description && <p className="line-clamp-4 text-sm text-ink-600">{product.description}</p>}
          <ProductFacts
            dietary={product.dietary}
            allergens={product.allergens}
            ageLimit={product.age_limit}
          />
        </div>
      </div>
      {hasOptionGroups(product) ? (
        <OptionsForm {...props} product={product} />
      ) : (
        <VariantForm {...props} product={product} />
      )}
    </>
  );
}
