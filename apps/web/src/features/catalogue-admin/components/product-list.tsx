import type { Product, SetSoldOut } from '@food/contract';

import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/alert.tsx';

import { ConfirmDelete } from '@/components/ui/confirm-delete.tsx';
import { Cell, DataTable, ListCard, RowActions, StatusToggle } from '@/components/ui/data-table.tsx';
import { Thumbnail } from './thumbnail.tsx';
import { Pager } from '@/components/ui/pager.tsx';

import { TextLink } from '@/components/ui/text-link.tsx';
import { toast, toastSuccess } from '@/components/ui/toast.tsx';
import { paths } from '@/config/paths.ts';
import { useMoney } from '@/features/store/hooks/use-money.ts';
import { useListView } from '@/hooks/use-list-view.ts';
import { cn } from '@/lib/cn.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { useAdminCategories } from '../api/categories.ts';
import { useOptionGroups } from '../api/option-groups.ts';
import { useAdminProducts, useDeleteProduct, useSaveProduct, useSetProductSoldOut } from '../api/products.ts';
import { useTaxes } from '../api/taxes.ts';
import { priceSummary } from '../catalogue-format.ts';
import { useRequestedRow, type Highlight } from '../hooks/use-requested-row.ts';
import { productSavePayload } from '../product-form-values.ts';
import { HighlightedRow, NewBadge } from './highlighted-row.tsx';
import { ProductFormModal, type ProductEditing } from './product-form-modal.tsx';
import { SoldOutControl } from './sold-out-control.tsx';

const TYPE_LABEL = { simple: 'Simple', variable: 'Variable' } as const;

function reason(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

export function ProductList({ storeId }: { storeId: number }) {
  const products = useAdminProducts(storeId);
  const categories = useAdminCategories(storeId);
  const taxes = useTaxes(storeId);
  const optionGroups = useOptionGroups(storeId);
  const money = useMoney(storeId);
  const remove = useDeleteProduct();
  const setStatus = useSaveProduct();
  const soldOut = useSetProductSoldOut();
  const [editing, setEditing] = useState<ProductEditing | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [showNoCategory, setShowNoCategory] = useState(false);
  const list = useListView(products.data, (product) => [
    product.name,
    product.item_code,
    product.category.name,
    product.type,
  ]);
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  const show = (id: number, isNew: boolean) => {
    setHighlight({ id, isNew });
    list.reveal((product) => product.id === id);
  };
  const requested = useRequestedRow(paths.admin.productsList.param);
  const [opened, setOpened] = useState<number | null>(null);
  if (requested.id !== opened) {
    setOpened(requested.id);
    if (requested.id !== null) {
      setEditing({ mode: 'edit', id: requested.id });
      show(requested.id, false);
    }
  }
  const closeEditor = () => {
    setEditing(null);
    if (requested.id !== null) requested.done();
  };

  const addNew = () => {
    if (categories.data?.length === 0) {
      setShowNoCategory(true);
      return;
    }
    setShowNoCategory(false);
    setEditing({ mode: 'new' });
  };

  const toggleStatus = (product: Product) => {
    const isActive = !product.isActive;
    setStatus.mutate(
      { id: product.id, product: productSavePayload(product, { isActive }) },
      {
        onSuccess: () =>
          toastSuccess(isActive ? 'Product activated successfully!' : 'Product deactivated successfully!'),
        onError: (error) =>
          toast({ tone: 'error', title: 'Failed to change product status', description: reason(error) }),
      },
    );
  };

  const setSoldOut = (product: Product, until: SetSoldOut['until']) =>
    soldOut.mutate(
      { id: product.id, until },
      {
        onSuccess: () =>
          toastSuccess(
            until === null ? `${product.name} is available again.` : `${product.name} is sold out.`,
          ),
        onError: (error) =>
          toast({ tone: 'error', title: 'Failed to change availability', description: reason(error) }),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    const product = deleting;
    setDeleting(null);
    remove.mutate(product.id, {
      onSuccess: () => toastSuccess('Product deleted successfully!'),
      onError: (error) =>
        toast({ tone: 'error', title: 'Failed to delete product', description: reason(error) }),
    });
  };

  return (
    <ListCard
      title="Products"
      search={{ label: 'Search products', query: list.query, setQuery: list.setQuery }}
      onAdd={addNew}
    >
      {showNoCategory && (
        <ErrorAlert title="No category data found!" className="mb-4">
          Every product belongs to a category.{' '}
          <TextLink to={paths.admin.categoryList.getHref()}>Add a category first</TextLink>, then come back
          here.
        </ErrorAlert>
      )}
      <DataTable
        caption="Products"
        columns={[
          { label: 'Image', className: 'w-20' },
          { label: 'Name' },
          { label: 'Category' },
          { label: 'Type' },
          { label: 'Price' },
          { label: 'Status' },
          { label: 'Actions', className: 'text-right' },
        ]}
        isLoading={products.isPending}
        error={products.error ? failureMessage(products.error, 'Failed to load products') : null}
        empty={list.isSearching ? 'No matching products found' : 'No products yet. Add your first dish.'}
        rowCount={list.items.length}
      >
        {list.items.map((product) => {
          const changing = setStatus.isPending && setStatus.variables.id === product.id;
          const price = priceSummary(product, money.format);
          return (
            <HighlightedRow key={product.id} highlight={highlight} id={product.id}>
              <Cell label="Image">
                <Thumbnail src={product.image_url} />
              </Cell>
              <Cell label="Name">
                <span className="block font-semibold">
                  {product.name}
                  {highlight?.id === product.id && highlight.isNew && <NewBadge />}
                </span>
                <span className="mt-0.5 block font-mono text-xs text-ink-600">
                  <span className="sr-only">Item code </span>
                  {product.item_code}
                </span>
              </Cell>
              <Cell label="Category" className="text-ink-800">
                {product.category.name}
              </Cell>
              <Cell label="Type">
                <span
                  className={cn(
                    'inline-flex rounded-full px-2.5 py-1 text-xs font-semibold',
                    product.type === 'variable' ? 'bg-saffron-200 text-ink-900' : 'bg-cream-200 text-ink-800',
                  )}
                >
                  {TYPE_LABEL[product.type]}
                </span>
              </Cell>
              <Cell label="Price" className="whitespace-nowrap">
                <span className="block font-semibold tabular-nums">{money.ready ? price.price : '…'}</span>
                {price.detail && <span className="block text-xs text-ink-600">{price.detail}</span>}
              </Cell>
              <Cell label="Status">
                <div className="flex flex-col items-start gap-1.5 max-sm:items-end">
                  <StatusToggle
                    name={product.name}
                    isActive={product.isActive}
                    disabled={changing}
                    onToggle={() => toggleStatus(product)}
                  />
                  <SoldOutControl
                    storeId={storeId}
                    name={product.name}
                    item={product}
                    busy={soldOut.isPending && soldOut.variables.id === product.id}
                    onChange={(until) => setSoldOut(product, until)}
                    className="max-w-48 max-sm:justify-end"
                  />
                </div>
              </Cell>
              <Cell>
                <RowActions
                  name={product.name}
                  onEdit={() => setEditing({ mode: 'edit', id: product.id })}
                  onDelete={() => setDeleting(product)}
                />
              </Cell>
            </HighlightedRow>
          );
        })}
      </DataTable>
      {!products.isPending && !products.error && <Pager list={list} />}
      <ProductFormModal
        storeId={storeId}
        categories={categories.data ?? []}
        taxes={taxes.data ?? []}
        optionGroups={optionGroups.data}
        currencyUnit={money.unit}
        editing={editing}
        onClose={closeEditor}
        onSaved={(message, product) => {
          toastSuccess(message);
          show(product.id, editing?.mode === 'new');
        }}
      />
      <ConfirmDelete
        subject={deleting ? `the product ${deleting.name}` : null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </ListCard>
  );
}
