import type { Postcode } from '@food/contract';

import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { ConfirmDelete } from '@/components/ui/confirm-delete.tsx';
import { Cell, DataTable, ListCard, RowActions } from '@/components/ui/data-table.tsx';
import { Pager } from '@/components/ui/pager.tsx';

import { toast, toastSuccess } from '@/components/ui/toast.tsx';
import { useStore } from '@/features/store/api/get-store.ts';
import { useMoney } from '@/features/store/hooks/use-money.ts';
import { useListView } from '@/hooks/use-list-view.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { useDeletePostcode, usePostcodes } from '../api/postcodes.ts';
import { MobileList, MobileListItem } from '@/components/ui/mobile-list.tsx';
import { PostcodeFormModal } from './postcode-form-modal.tsx';

export function PostcodeList({ storeId }: { storeId: number }) {
  const intl = useIntl();
  const postcodes = usePostcodes(storeId);
  const store = useStore(storeId);
  const money = useMoney(storeId);
  // Should the store fail to load, fees still show, as plain decimals.
  const fee = (amount: number) => (money.ready ? money.format(amount) : amount.toFixed(2));
  const remove = useDeletePostcode();
  const [editing, setEditing] = useState<Postcode | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Postcode | null>(null);
  const list = useListView(postcodes.data, (postcode) => [
    postcode.postcode,
    postcode.delivery_fee,
    postcode.delivery_fee.toFixed(2),
    fee(postcode.delivery_fee),
    postcode.min_order === null ? '' : fee(postcode.min_order),
    postcode.free_delivery_over === null ? '' : fee(postcode.free_delivery_over),
  ]);

  const confirmDelete = () => {
    if (!deleting) return;
    const postcode = deleting;
    setDeleting(null);
    remove.mutate(postcode.id, {
      onSuccess: () => toastSuccess(intl.formatMessage({ id: 'settings.postcode.deleted' })),
      onError: (error) =>
        toast({
          tone: 'error',
          title: failureMessage(error, intl.formatMessage({ id: 'settings.postcode.failed.delete' })),
        }),
    });
  };

  const isLoading = postcodes.isPending || store.isPending;
  const errorText = postcodes.error
    ? failureMessage(postcodes.error, intl.formatMessage({ id: 'settings.postcode.failed.load' }))
    : null;
  const emptyText = list.isSearching
    ? intl.formatMessage({ id: 'settings.postcode.noMatches' })
    : intl.formatMessage({ id: 'settings.postcode.empty' });
  const actions = (postcode: Postcode) => (
    <RowActions
      name={postcode.postcode}
      onEdit={() => setEditing(postcode)}
      onDelete={() => setDeleting(postcode)}
    />
  );
  const feeText = (amount: number) => (
    <span className="font-medium text-ink-900 tabular-nums">
      {fee(amount)}
      {amount === 0 && (
        <span className="ml-1.5 text-xs font-semibold text-herb-700">
          <FormattedMessage id="settings.postcode.free" />
        </span>
      )}
    </span>
  );
  const optionalAmount = (amount: number | null) =>
    amount === null ? (
      <span className="text-ink-600">
        <FormattedMessage id="settings.postcode.none" />
      </span>
    ) : (
      <span className="font-medium text-ink-900 tabular-nums">{fee(amount)}</span>
    );

  return (
    <ListCard
      title={intl.formatMessage({ id: 'settings.postcode.title' })}
      search={{
        label: intl.formatMessage({ id: 'settings.postcode.search' }),
        query: list.query,
        setQuery: list.setQuery,
      }}
      onAdd={() => setEditing('new')}
    >
      <MobileList
        label={intl.formatMessage({ id: 'settings.postcode.caption' })}
        isLoading={isLoading}
        error={errorText}
        empty={emptyText}
        rowCount={list.items.length}
      >
        {list.items.map((postcode) => (
          <MobileListItem key={postcode.id}>
            <div className="flex items-center justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold tracking-wide text-ink-900">{postcode.postcode}</p>
                <p className="text-sm text-ink-700">
                  <FormattedMessage
                    id="settings.postcode.feeLine"
                    values={{ fee: feeText(postcode.delivery_fee) }}
                  />
                </p>
                {postcode.min_order !== null && (
                  <p className="text-sm text-ink-700">
                    <FormattedMessage
                      id="settings.postcode.minimumLine"
                      values={{ amount: optionalAmount(postcode.min_order) }}
                    />
                  </p>
                )}
                {postcode.free_delivery_over !== null && (
                  <p className="text-sm text-ink-700">
                    <FormattedMessage
                      id="settings.postcode.freeFromLine"
                      values={{ amount: optionalAmount(postcode.free_delivery_over) }}
                    />
                  </p>
                )}
              </div>
              {actions(postcode)}
            </div>
          </MobileListItem>
        ))}
      </MobileList>
      <div className="hidden sm:block">
        <DataTable
          caption={intl.formatMessage({ id: 'settings.postcode.caption' })}
          columns={[
            { label: intl.formatMessage({ id: 'settings.postcode.column.postcode' }) },
            { label: intl.formatMessage({ id: 'settings.postcode.column.fee' }) },
            { label: intl.formatMessage({ id: 'settings.postcode.column.minimum' }) },
            { label: intl.formatMessage({ id: 'settings.postcode.column.freeFrom' }) },
            {
              label: intl.formatMessage({ id: 'settings.postcode.column.actions' }),
              className: 'text-right',
            },
          ]}
          isLoading={isLoading}
          error={errorText}
          empty={emptyText}
          rowCount={list.items.length}
        >
          {list.items.map((postcode) => (
            <tr key={postcode.id}>
              <Cell className="font-semibold tracking-wide">{postcode.postcode}</Cell>
              <Cell>{feeText(postcode.delivery_fee)}</Cell>
              <Cell>{optionalAmount(postcode.min_order)}</Cell>
              <Cell>{optionalAmount(postcode.free_delivery_over)}</Cell>
              <Cell>{actions(postcode)}</Cell>
            </tr>
          ))}
        </DataTable>
      </div>
      {!postcodes.isPending && !postcodes.error && <Pager list={list} />}
      <PostcodeFormModal
        storeId={storeId}
        currencyUnit={money.unit}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={toastSuccess}
      />
      <ConfirmDelete
        subject={
          deleting
            ? intl.formatMessage({ id: 'settings.postcode.deleteSubject' }, { postcode: deleting.postcode })
            : null
        }
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </ListCard>
  );
}
