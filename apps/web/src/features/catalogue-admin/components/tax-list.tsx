import type { Tax } from '@food/contract';

import { useState } from 'react';

import { ConfirmDelete } from '@/components/ui/confirm-delete.tsx';
import { Cell, DataTable, ListCard, RowActions } from '@/components/ui/data-table.tsx';
import { Pager } from '@/components/ui/pager.tsx';

import { toast, toastSuccess } from '@/components/ui/toast.tsx';
import { useListView } from '@/hooks/use-list-view.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { useDeleteTax, useTaxes } from '../api/taxes.ts';
import { TaxFormModal } from './tax-form-modal.tsx';

const percentFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

export function TaxList({ storeId }: { storeId: number }) {
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
      onSuccess: () => toastSuccess('Tax deleted successfully!'),
      onError: (error) => toast({ tone: 'error', title: failureMessage(error, 'Failed to delete tax') }),
    });
  };

  return (
    <ListCard
      title="Tax list"
      search={{ label: 'Search taxes', query: list.query, setQuery: list.setQuery }}
      onAdd={() => setEditing('new')}
    >
      <DataTable
        caption="Taxes"
        columns={[
          { label: 'Name' },
          { label: 'Percentage' },
          { label: 'Description' },
          { label: 'Actions', className: 'text-right' },
        ]}
        isLoading={taxes.isPending}
        error={taxes.error ? failureMessage(taxes.error, 'Failed to fetch taxes') : null}
        empty={list.isSearching ? 'No matching taxes found' : 'No taxes yet. Add your first tax rate.'}
        rowCount={list.items.length}
      >
        {list.items.map((tax) => (
          <tr key={tax.id}>
            <Cell label="Name" className="font-semibold">
              {tax.name}
            </Cell>
            <Cell label="Percentage">{percentFormat.format(tax.percentage)} %</Cell>
            <Cell label="Description" className="text-ink-700">
              {tax.description || '—'}
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
        subject={deleting ? `the tax ${deleting.name}` : null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </ListCard>
  );
}
