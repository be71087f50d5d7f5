import type { Option, OptionGroup, SetSoldOut } from '@food/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDelete } from '@/components/ui/confirm-delete.tsx';
import { Cell, DataTable, ListCard, RowActions } from '@/components/ui/data-table.tsx';
import { MobileList, MobileListItem } from '@/components/ui/mobile-list.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { toast, toastSuccess } from '@/components/ui/toast.tsx';
import { useMoney } from '@/features/store/hooks/use-money.ts';
import { useListView } from '@/hooks/use-list-view.ts';
import { cn } from '@/lib/cn.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { useDeleteOptionGroup, useOptionGroups, useSetOptionSoldOut } from '../api/option-groups.ts';
import { groupRule } from '../catalogue-format.ts';
import { OptionGroupFormModal } from './option-group-form-modal.tsx';
import { SoldOutControl } from './sold-out-control.tsx';

export function OptionGroupList({ storeId }: { storeId: number }) {
  const intl = useIntl();
  const groups = useOptionGroups(storeId);
  const money = useMoney(storeId);
  const remove = useDeleteOptionGroup();
  const soldOut = useSetOptionSoldOut();
  const [editing, setEditing] = useState<OptionGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<OptionGroup | null>(null);
  const list = useListView(groups.data, (group) => [
    group.name,
    groupRule(intl, group),
    ...group.options.map((option) => option.name),
  ]);

  const confirmDelete = () => {
    if (!deleting) return;
    const group = deleting;
    setDeleting(null);
    remove.mutate(group.id, {
      onSuccess: () => toastSuccess(intl.formatMessage({ id: 'catalogue.optionGroup.deleted' })),
      // While products use the group the server refuses (409) and says so.
      onError: (error) =>
        toast({
          tone: 'error',
          title: failureMessage(error, intl.formatMessage({ id: 'catalogue.optionGroup.failed.delete' })),
        }),
    });
  };

  const setSoldOut = (group: OptionGroup, option: Option, until: SetSoldOut['until']) =>
    soldOut.mutate(
      { groupId: group.id, optionId: option.id, until },
      {
        onSuccess: () =>
          toastSuccess(
            intl.formatMessage(
              { id: until === null ? 'catalogue.availability.again' : 'catalogue.availability.soldOut' },
              { name: option.name },
            ),
          ),
        onError: (error) =>
          toast({
            tone: 'error',
            title: failureMessage(error, intl.formatMessage({ id: 'catalogue.availability.failed' })),
          }),
      },
    );

  const optionLines = (group: OptionGroup) => (
    <ul
      aria-label={intl.formatMessage({ id: 'catalogue.optionGroup.optionsOf' }, { name: group.name })}
      className="w-full space-y-2"
    >
      {group.options.map((option) => (
        <li key={option.id} className="flex items-center justify-between gap-3">
          <span className="min-w-0 text-left">
            <span
              className={cn(
                'block',
                option.sold_out ? 'text-ink-600 line-through' : 'font-medium text-ink-900',
              )}
            >
              {option.name}
            </span>
            <span className="block text-sm text-ink-700 tabular-nums">
              {option.price === 0
                ? intl.formatMessage({ id: 'catalogue.optionGroup.free' })
                : intl.formatMessage(
                    { id: 'catalogue.optionGroup.extra' },
                    {
                      price: money.ready
                        ? money.format(option.price)
                        : intl.formatMessage({ id: 'catalogue.loadingPrice' }),
                    },
                  )}
            </span>
          </span>
          <SoldOutControl
            storeId={storeId}
            name={option.name}
            item={option}
            busy={
              soldOut.isPending &&
              soldOut.variables.groupId === group.id &&
              soldOut.variables.optionId === option.id
            }
            onChange={(until) => setSoldOut(group, option, until)}
            className="max-w-64 justify-end"
          />
        </li>
      ))}
    </ul>
  );

  const groupName = (group: OptionGroup) => (
    <>
      <span className="block font-semibold text-ink-900">{group.name}</span>
      <span className="mt-0.5 block text-sm text-ink-700">{groupRule(intl, group)}</span>
    </>
  );

  const actions = (group: OptionGroup) => (
    <RowActions name={group.name} onEdit={() => setEditing(group)} onDelete={() => setDeleting(group)} />
  );

  const errorText = groups.error
    ? failureMessage(groups.error, intl.formatMessage({ id: 'catalogue.optionGroup.failed.load' }))
    : null;
  const emptyText = list.isSearching
    ? intl.formatMessage({ id: 'catalogue.optionGroup.noMatches' })
    : intl.formatMessage({ id: 'catalogue.optionGroup.empty' });

  return (
    <ListCard
      title={intl.formatMessage({ id: 'catalogue.optionGroup.title' })}
      search={{
        label: intl.formatMessage({ id: 'catalogue.optionGroup.search' }),
        query: list.query,
        setQuery: list.setQuery,
      }}
      onAdd={() => setEditing('new')}
    >
      <MobileList
        label={intl.formatMessage({ id: 'catalogue.optionGroup.title' })}
        isLoading={groups.isPending}
        error={errorText}
        empty={emptyText}
        rowCount={list.items.length}
      >
        {list.items.map((group) => (
          <MobileListItem key={group.id}>
            <div className="mb-3 flex items-start justify-between gap-3">
              <div className="min-w-0">{groupName(group)}</div>
              {actions(group)}
            </div>
            {optionLines(group)}
          </MobileListItem>
        ))}
      </MobileList>
      <div className="hidden sm:block">
        <DataTable
          caption={intl.formatMessage({ id: 'catalogue.optionGroup.title' })}
          columns={[
            { label: intl.formatMessage({ id: 'catalogue.column.name' }), className: 'w-1/4' },
            { label: intl.formatMessage({ id: 'catalogue.column.options' }) },
            { label: intl.formatMessage({ id: 'catalogue.column.actions' }), className: 'text-right' },
          ]}
          isLoading={groups.isPending}
          error={errorText}
          empty={emptyText}
          rowCount={list.items.length}
        >
          {list.items.map((group) => (
            <tr key={group.id}>
              <Cell className="align-top">{groupName(group)}</Cell>
              <Cell>{optionLines(group)}</Cell>
              <Cell className="align-top">{actions(group)}</Cell>
            </tr>
          ))}
        </DataTable>
      </div>
      {!groups.isPending && !groups.error && <Pager list={list} />}
      <OptionGroupFormModal
        storeId={storeId}
        currencyUnit={money.unit}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={toastSuccess}
      />
      <ConfirmDelete
        subject={
          deleting
            ? intl.formatMessage({ id: 'catalogue.optionGroup.deleteSubject' }, { name: deleting.name })
            : null
        }
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </ListCard>
  );
}
