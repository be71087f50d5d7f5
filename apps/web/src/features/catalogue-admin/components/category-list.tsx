import type { Category } from '@food/contract';

import { useState } from 'react';
import { useIntl } from 'react-intl';

import { ConfirmDelete } from '@/components/ui/confirm-delete.tsx';
import { Cell, DataTable, ListCard, RowActions, StatusToggle } from '@/components/ui/data-table.tsx';
import { Thumbnail } from './thumbnail.tsx';
import { Pager } from '@/components/ui/pager.tsx';

import { toast, toastSuccess } from '@/components/ui/toast.tsx';
import { paths } from '@/config/paths.ts';
import { useListView } from '@/hooks/use-list-view.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { useAdminCategories, useDeleteCategory, useSetCategoryStatus } from '../api/categories.ts';
import { useTaxes } from '../api/taxes.ts';
import { taxLabel, truncateText } from '../catalogue-format.ts';
import { categoryStatusPayload } from '../category-form-values.ts';
import { useRequestedRow, type Highlight } from '../hooks/use-requested-row.ts';
import { CategoryFormModal } from './category-form-modal.tsx';
import { HighlightedRow, NewBadge } from './highlighted-row.tsx';
import { NoTaxNotice } from './no-tax-notice.tsx';

/** The reason a failed call gives, as a toast's second line. */
function reason(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

export function CategoryList({ storeId }: { storeId: number }) {
  const intl = useIntl();
  const categories = useAdminCategories(storeId);
  const taxes = useTaxes(storeId);
  const remove = useDeleteCategory();
  const setStatus = useSetCategoryStatus();
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [showNoTax, setShowNoTax] = useState(false);
  const list = useListView(categories.data, (category) => [
    category.name,
    category.description,
    category.tax.name,
  ]);
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  const show = (id: number, isNew: boolean) => {
    setHighlight({ id, isNew });
    list.reveal((category) => category.id === id);
  };
  const requested = useRequestedRow(paths.admin.categoryList.param);
  const [opened, setOpened] = useState<number | null>(null);
  if (requested.id !== opened && categories.data) {
    setOpened(requested.id);
    const category = categories.data.find((item) => item.id === requested.id);
    if (category) {
      setEditing(category);
      show(category.id, false);
    }
  }
  const closeEditor = () => {
    setEditing(null);
    if (requested.id !== null) requested.done();
  };

  const addNew = () => {
    // Spec §5: with no taxes, say so and do not open the modal.
    if (taxes.data?.length === 0) {
      setShowNoTax(true);
      return;
    }
    setShowNoTax(false);
    setEditing('new');
  };

  const toggleStatus = (category: Category) =>
    setStatus.mutate(
      { id: category.id, status: categoryStatusPayload(category, !category.isActive) },
      {
        onSuccess: ({ msg }) => toastSuccess(msg),
        onError: (error) =>
          toast({
            tone: 'error',
            title: intl.formatMessage({ id: 'catalogue.category.failed.status' }),
            description: reason(error),
          }),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    const category = deleting;
    setDeleting(null);
    remove.mutate(category.id, {
      onSuccess: () => toastSuccess(intl.formatMessage({ id: 'catalogue.category.deleted' })),
      onError: (error) =>
        toast({
          tone: 'error',
          title: intl.formatMessage({ id: 'catalogue.category.failed.delete' }),
          description: reason(error),
        }),
    });
  };

  return (
    <ListCard
      title={intl.formatMessage({ id: 'catalogue.category.title' })}
      search={{
        label: intl.formatMessage({ id: 'catalogue.category.search' }),
        query: list.query,
        setQuery: list.setQuery,
      }}
      onAdd={addNew}
    >
      {showNoTax && <NoTaxNotice className="mb-4" />}
      <DataTable
        caption={intl.formatMessage({ id: 'catalogue.category.title' })}
        columns={[
          { label: intl.formatMessage({ id: 'catalogue.column.image' }), className: 'w-20' },
          { label: intl.formatMessage({ id: 'catalogue.column.name' }) },
          { label: intl.formatMessage({ id: 'catalogue.column.description' }) },
          { label: intl.formatMessage({ id: 'catalogue.column.tax' }) },
          { label: intl.formatMessage({ id: 'catalogue.column.status' }) },
          { label: intl.formatMessage({ id: 'catalogue.column.actions' }), className: 'text-right' },
        ]}
        isLoading={categories.isPending}
        error={
          categories.error
            ? failureMessage(categories.error, intl.formatMessage({ id: 'catalogue.category.failed.load' }))
            : null
        }
        empty={intl.formatMessage({
          id: list.isSearching ? 'catalogue.category.noMatches' : 'catalogue.category.empty',
        })}
        rowCount={list.items.length}
      >
        {list.items.map((category) => {
          const changing = setStatus.isPending && setStatus.variables.id === category.id;
          return (
            <HighlightedRow key={category.id} highlight={highlight} id={category.id}>
              <Cell label={intl.formatMessage({ id: 'catalogue.column.image' })}>
                <Thumbnail src={category.image_url} />
              </Cell>
              <Cell label={intl.formatMessage({ id: 'catalogue.column.name' })} className="font-semibold">
                {category.name}
                {highlight?.id === category.id && highlight.isNew && <NewBadge />}
              </Cell>
              <Cell
                label={intl.formatMessage({ id: 'catalogue.column.description' })}
                className="text-ink-700"
              >
                {category.description ? (
                  <span title={category.description}>{truncateText(category.description)}</span>
                ) : (
                  intl.formatMessage({ id: 'catalogue.none' })
                )}
              </Cell>
              <Cell
                label={intl.formatMessage({ id: 'catalogue.column.tax' })}
                className="whitespace-nowrap text-ink-800"
              >
                {taxLabel(intl, category.tax)}
              </Cell>
              <Cell label={intl.formatMessage({ id: 'catalogue.column.status' })}>
                <StatusToggle
                  name={category.name}
                  isActive={category.isActive}
                  disabled={changing}
                  onToggle={() => toggleStatus(category)}
                />
              </Cell>
              <Cell>
                <RowActions
                  name={category.name}
                  onEdit={() => setEditing(category)}
                  onDelete={() => setDeleting(category)}
                />
              </Cell>
            </HighlightedRow>
          );
        })}
      </DataTable>
      {!categories.isPending && !categories.error && <Pager list={list} />}
      <CategoryFormModal
        storeId={storeId}
        taxes={taxes.data ?? []}
        editing={editing}
        onClose={closeEditor}
        onSaved={(message, category) => {
          toastSuccess(message);
          show(category.id, editing === 'new');
        }}
      />
      <ConfirmDelete
        subject={
          deleting
            ? intl.formatMessage({ id: 'catalogue.category.deleteSubject' }, { name: deleting.name })
            : null
        }
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </ListCard>
  );
}
