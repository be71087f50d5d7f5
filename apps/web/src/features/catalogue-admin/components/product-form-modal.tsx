import type { FieldUnit } from '@/components/ui/decimal-field.tsx';
import type { Category, OptionGroup, Product, Tax } from '@food/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Modal, ModalActions } from '@/components/ui/modal.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { productKeys } from '@/features/store/api/query-keys.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useProduct } from '../api/products.ts';
import { ProductForm } from './product-form.tsx';

/** Add New, or the id of the product to edit (read fresh from the server when the modal opens). */
export type ProductEditing = { mode: 'new' } | { mode: 'edit'; id: number };

type ProductFormModalProps = {
  storeId: number;
  categories: Category[];
  taxes: Tax[];
  /** The store's option groups; undefined while they load. */
  optionGroups: OptionGroup[] | undefined;
  currencyUnit: FieldUnit;
  editing: ProductEditing | null;
  onClose: () => void;
  onSaved: (message: string, product: Product) => void;
};

export function ProductFormModal({ editing, onClose, onSaved, ...props }: ProductFormModalProps) {
  const intl = useIntl();
  const saved = (message: string, product: Product) => {
    onSaved(message, product);
    onClose();
  };
  return (
    <Modal
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={intl.formatMessage({
        id: editing?.mode === 'edit' ? 'catalogue.product.modal.edit' : 'catalogue.product.modal.add',
      })}
      description={intl.formatMessage({ id: 'catalogue.product.modal.description' })}
    >
      {editing?.mode === 'new' && (
        <ProductForm product={null} onSaved={saved} onCancel={onClose} {...props} />
      )}
      {editing?.mode === 'edit' && (
        <EditProduct id={editing.id} onSaved={saved} onCancel={onClose} {...props} />
      )}
    </Modal>
  );
}

function EditProduct({
  id,
  onCancel,
  ...props
}: Omit<ProductFormModalProps, 'editing' | 'onClose'> & { id: number; onCancel: () => void }) {
  const intl = useIntl();
  const product = useProduct(id);
  const queryClient = useQueryClient();
  const notFound = isApiError(product.error) && product.error.status === 404;

  // The list still shows a product that is gone: bring it up to date.
  useEffect(() => {
    if (notFound) void queryClient.invalidateQueries({ queryKey: productKeys.allAdmin() });
  }, [notFound, queryClient]);

  if (product.isPending) return <ProductFormSkeleton />;
  if (product.error) {
    return (
      <div>
        {notFound ? (
          <ErrorAlert title={intl.formatMessage({ id: 'catalogue.product.notFound.title' })}>
            <FormattedMessage id="catalogue.product.notFound.text" />
          </ErrorAlert>
        ) : (
          <ErrorAlert title={intl.formatMessage({ id: 'catalogue.product.failed.load' })}>
            {product.error.message}
          </ErrorAlert>
        )}
        <ModalActions>
          <Button variant="secondary" onClick={onCancel}>
            <FormattedMessage id="catalogue.action.close" />
          </Button>
        </ModalActions>
      </div>
    );
  }
  return <ProductForm product={product.data} onCancel={onCancel} {...props} />;
}

function ProductFormSkeleton() {
  const intl = useIntl();
  return (
    <div
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'catalogue.product.loading' })}
      className="space-y-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {[0, 1, 2, 3].map((field) => (
          <div key={field} className="space-y-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-12 w-full" />
          </div>
        ))}
      </div>
      <div className="space-y-2">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-24 w-full" />
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    </div>
  );
}
