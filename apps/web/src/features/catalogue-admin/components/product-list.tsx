import type { Product, SetSoldOut } from '@food/contract';

import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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

const TYPE_LABEL = {
  simple: 'catalogue.product.type.simple',
  variable: 'catalogue.product.type.variable',
} as const;

function reason(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

export function ProductList({ storeId }: { storeId: number }) {
  const intl = useIntl();
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
          toastSuccess(
            intl.formatMessage({
              id: isActive ? 'catalogue.product.activated' : 'catalogue.product.deactivated',
            }),
          ),
        onError: (error) =>
          toast({
            tone: 'error',
            title: intl.formatMessage({ id: 'catalogue.product.failed.status' }),
            description: reason(error),
          }),
      },
    );
  };

  const setSoldOut = (product: Product, until: SetSoldOut['until']) =>
    soldOut.mutate(
      { id: product.id, until },
      {
        onSuccess: () =>
          toastSuccess(
            intl.formatMessage(
              { id: until === null ? 'catalogue.availability.again' : 'catalogue.availability.soldOut' },
              { name: product.name },
            ),
          ),
        onError: (error) =>
          toast({
            tone: 'error',
            title: intl.formatMessage({ id: 'catalogue.availability.failed' }),
            description: reason(error),
          }),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    const product = deleting;
    setDeleting(null);
    remove.mutate(product.id, {
      onSuccess: () => toastSuccess(intl.formatMessage({ id: 'catalogue.product.deleted' })),
      onError: (error) =>
        toast({
          tone: 'error',
          title: intl.formatMessage({ id: 'catalogue.product.failed.delete' }),
          description: reason(error),
        }),
    });
  };

  return (
    <ListCard
      title={intl.formatMessage({ id: 'catalogue.product.title' })}
      search={{
        label: intl.formatMessage({ id: 'catalogue.product.search' }),
        query: list.query,
        setQuery: list.setQuery,
      }}
      onAdd={addNew}
    >
      {showNoCategory && (
        <ErrorAlert title={intl.formatMessage({ id: 'catalogue.product.noCategory.title' })} className="mb-4">
          <FormattedMessage
            id="catalogue.product.noCategory.text"
            values={{
              link: (chunks) => <TextLink to={paths.admin.categoryList.getHref()}>{chunks}</TextLink>,
            }}
          />
        </ErrorAlert>
      )}
      <DataTable
        caption={intl.formatMessage({ id: 'catalogue.product.title' })}
        columns={[
          { label: intl.formatMessage({ id: 'catalogue.column.image' }), className: 'w-20' },
          { label: intl.formatMessage({ id: 'catalogue.column.name' }) },
          { label: intl.formatMessage({ id: 'catalogue.column.category' }) },
          { label: intl.formatMessage({ id: 'catalogue.column.type' }) },
          { label: intl.formatMessage({ id: 'catalogue.column.price' }) },
          { label: intl.formatMessage({ id: 'catalogue.column.status' }) },
          { label: intl.formatMessage({ id: 'catalogue.column.actions' }), className: 'text-right' },
        ]}
        isLoading={products.isPending}
        error={
          products.error
            ? failureMessage(products.error, intl.formatMessage({ id: 'catalogue.product.failed.loadList' }))
            : null
        }
        empty={intl.formatMessage({
          id: list.isSearching ? 'catalogue.product.noMatches' : 'catalogue.product.empty',
        })}
        rowCount={list.items.length}
      >
        {list.items.map((product) => {
          const changing = setStatus.isPending && setStatus.variables.id === product.id;
          const price = priceSummary(intl, product, money.format);
          return (
            <HighlightedRow key={product.id} highlight={highlight} id={product.id}>
              <Cell label={intl.formatMessage({ id: 'catalogue.column.image' })}>
                <Thumbnail src={product.image_url} />
              </Cell>
              <Cell label={intl.formatMessage({ id: 'catalogue.column.name' })}>
                <span className="block font-semibold">
                  {product.name}
                  {highlight?.id === product.id && highlight.isNew && <NewBadge />}
                </span>
                <span className="mt-0.5 block font-mono text-xs text-ink-600">
                  <span className="sr-only">
                    <FormattedMessage id="catalogue.product.itemCode" />
                  </span>
                  {product.item_code}
                </span>
              </Cell>
              <Cell label={intl.formatMessage({ id: 'catalogue.column.category' })} className="text-ink-800">
                {product.category.name}
              </Cell>
              <Cell label={intl.formatMessage({ id: 'catalogue.column.type' })}>
                <span
                  className={cn(
                    'inline-flex rounded-full px-2.5 py-1 text-xs font-semibold',
                    product.type === 'variable' ? 'bg-saffron-200 text-ink-900' : 'bg-cream-200 text-ink-800',
                  )}
                >
                  <FormattedMessage id={TYPE_LABEL[product.type]} />
                </span>
              </Cell>
              <Cell
                label={intl.formatMessage({ id: 'catalogue.column.price' })}
                className="whitespace-nowrap"
              >
                <span className="block font-semibold tabular-nums">
                  {money.ready ? price.price : intl.formatMessage({ id: 'catalogue.loadingPrice' })}
                </span>
                {price.detail && <span className="block text-xs text-ink-600">{price.detail}</span>}
              </Cell>
              <Cell label={intl.formatMessage({ id: 'catalogue.column.status' })}>
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
        subject={
          deleting
            ? intl.formatMessage({ id: 'catalogue.product.deleteSubject' }, { name: deleting.name })
            : null
        }
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </ListCard>
  );
}
