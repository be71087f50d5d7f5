import type { Tax } from '@food/contract';

import { useState } from 'react';
import { useIntl } from 'react-intl';

import { ConfirmDelete } from '@/components/ui/confirm-delete.tsx';
import { Cell, DataTable, ListCard, RowActions } from '@/components/ui/data-table.tsx';
import { Pager } from '@/components/ui/pager.tsx';

import { toast, toastSuccess } from '@/components/ui/toast.tsx';
import { useListView } from '@/hooks/use-list-view.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { useDeleteTax, useTaxes } from '../api/taxes.ts';
import { TaxFormModal } from './tax-form-modal.tsx';

export function TaxList({ storeId }: { storeId: number }) {
  const intl = useIntl();
  const taxes = useTaxes(storeId);
  const remove = useDeleteTax();
  const [editing, setEditing] = useState<Tax | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Tax | null>(null);
  const list = useListView(taxes.data, (tax) => [tax.name, tax.description, tax.percentage]);

  const confirmDelete = () => {
    if (!deleting) return;
    const tax = deleting;
    setDeleting(null);
    remove.mutate(tax.id, {
      onSuccess: () => toastSuccess(intl.formatMessage({ id: 'catalogue.tax.deleted' })),
      onError: (error) =>
        toast({
          tone: 'error',
          title: failureMessage(error, intl.formatMessage({ id: 'catalogue.tax.failed.delete' })),
        }),
    });
  };

  return (
    <ListCard
      title={intl.formatMessage({ id: 'catalogue.tax.title' })}
      search={{
        label: intl.formatMessage({ id: 'catalogue.tax.search' }),
        query: list.query,
        setQuery: list.setQuery,
      }}
      onAdd={() => setEditing('new')}
    >
      <DataTable
        caption={intl.formatMessage({ id: 'catalogue.tax.caption' })}
        columns={[
          { label: intl.formatMessage({ id: 'catalogue.column.name' }) },
          { label: intl.formatMessage({ id: 'catalogue.column.percentage' }) },
          { label: intl.formatMessage({ id: 'catalogue.column.description' }) },
          { label: intl.formatMessage({ id: 'catalogue.column.actions' }), className: 'text-right' },
        ]}
        isLoading={taxes.isPending}
        error={
          taxes.error
            ? failureMessage(taxes.error, intl.formatMessage({ id: 'catalogue.tax.failed.fetch' }))
            : null
        }
        empty={intl.formatMessage({
          id: list.isSearching ? 'catalogue.tax.noMatches' : 'catalogue.tax.empty',
        })}
        rowCount={list.items.length}
      >
        {list.items.map((tax) => (
          <tr key={tax.id}>
            <Cell label={intl.formatMessage({ id: 'catalogue.column.name' })} className="font-semibold">
              {tax.name}
            </Cell>
            <Cell label={intl.formatMessage({ id: 'catalogue.column.percentage' })}>
              {intl.formatMessage(
                { id: 'catalogue.tax.percentage' },
                { percentage: intl.formatNumber(tax.percentage, { maximumFractionDigits: 2 }) },
              )}
            </Cell>
            <Cell label={intl.formatMessage({ id: 'catalogue.column.description' })} className="text-ink-700">
              {tax.description || intl.formatMessage({ id: 'catalogue.none' })}
            </Cell>
            <Cell>
              <RowActions name={tax.name} onEdit={() => setEditing(tax)} onDelete={() => setDeleting(tax)} />
            </Cell>
          </tr>
        ))}
      </DataTable>
      {!taxes.isPending && !taxes.error && <Pager list={list} />}
      <TaxFormModal
        storeId={storeId}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={toastSuccess}
      />
      <ConfirmDelete
        subject={
          deleting ? intl.formatMessage({ id: 'catalogue.tax.deleteSubject' }, { name: deleting.name }) : null
        }
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </ListCard>
  );
}
