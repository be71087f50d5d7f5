import { Info } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { ConfirmDelete } from '@/components/ui/confirm-delete.tsx';
import { Cell, DataTable, ListCard, RowActions } from '@/components/ui/data-table.tsx';
import { Pager } from '@/components/ui/pager.tsx';

import { toast, toastSuccess } from '@/components/ui/toast.tsx';
import { useListView } from '@/hooks/use-list-view.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { useDeleteStoreHoursGroup, useStoreHours } from '../api/store-hours.ts';
import {
  dayName,
  daysWithoutHours,
  endsNextDay,
  formatDays,
  groupStoreHours,
  storeHoursSearchTexts,
  type StoreHoursGroup,
} from '../lib/store-hours.ts';
import { MobileList, MobileListItem } from '@/components/ui/mobile-list.tsx';
import { StoreHoursFormModal } from './store-hours-form-modal.tsx';

export function StoreHoursList({ storeId }: { storeId: number }) {
  const intl = useIntl();
  const hours = useStoreHours(storeId);
  const remove = useDeleteStoreHoursGroup(storeId);
  const [editing, setEditing] = useState<StoreHoursGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StoreHoursGroup | null>(null);
  const groups = useMemo(() => (hours.data ? groupStoreHours(hours.data) : undefined), [hours.data]);
  const list = useListView(groups, (group) => storeHoursSearchTexts(intl, group));
  const closedDays = hours.data?.length ? daysWithoutHours(hours.data) : [];

  const confirmDelete = () => {
    if (!deleting) return;
    const group = deleting;
    setDeleting(null);
    remove.mutate(group.id, {
      onSuccess: () => toastSuccess(intl.formatMessage({ id: 'settings.hours.deleted' })),
      onError: (error) =>
        toast({
          tone: 'error',
          title: failureMessage(error, intl.formatMessage({ id: 'settings.hours.failed.delete' })),
        }),
    });
  };

  const errorText = hours.error
    ? failureMessage(hours.error, intl.formatMessage({ id: 'settings.hours.failed.fetch' }))
    : null;
  const emptyText = list.isSearching
    ? intl.formatMessage({ id: 'settings.hours.noMatches' })
    : intl.formatMessage({ id: 'settings.hours.empty' });
  const actions = (group: StoreHoursGroup) => (
    <RowActions
      name={intl.formatMessage(
        { id: 'settings.hours.rowName' },
        { name: group.name, days: formatDays(intl, group.days) },
      )}
      onEdit={() => setEditing(group)}
      onDelete={() => setDeleting(group)}
    />
  );

  return (
    <ListCard
      title={intl.formatMessage({ id: 'settings.hours.title' })}
      search={{
        label: intl.formatMessage({ id: 'settings.hours.search' }),
        query: list.query,
        setQuery: list.setQuery,
      }}
      onAdd={() => setEditing('new')}
    >
      {closedDays.length > 0 && !list.isSearching && (
        <p className="mb-4 flex items-start gap-2 rounded-xl bg-cream-100 px-4 py-3 text-sm text-ink-800">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <FormattedMessage
              id="settings.hours.closedDays"
              values={{ days: formatDays(intl, closedDays, 'long'), count: closedDays.length }}
            />
          </span>
        </p>
      )}
      <MobileList
        label={intl.formatMessage({ id: 'settings.hours.caption' })}
        isLoading={hours.isPending}
        error={errorText}
        empty={emptyText}
        rowCount={list.items.length}
      >
        {list.items.map((group) => (
          <MobileListItem key={group.id}>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink-900">{group.name}</p>
                <p className="mt-0.5 text-sm text-ink-700 tabular-nums">
                  <span className="sr-only">
                    <FormattedMessage id="settings.hours.openingTimeSr" />
                  </span>
                  {group.opening_time}
                  <span aria-hidden="true">
                    <FormattedMessage id="settings.hours.rangeDash" />
                  </span>
                  <span className="sr-only">
                    <FormattedMessage id="settings.hours.closingTimeSr" />
                  </span>
                  <ClosingTime group={group} />
                </p>
              </div>
              {actions(group)}
            </div>
            <div className="mt-3">
              <DayChips days={group.days} />
            </div>
          </MobileListItem>
        ))}
      </MobileList>
      <div className="hidden sm:block">
        <DataTable
          caption={intl.formatMessage({ id: 'settings.hours.caption' })}
          columns={[
            { label: intl.formatMessage({ id: 'settings.hours.column.name' }) },
            { label: intl.formatMessage({ id: 'settings.hours.column.days' }) },
            { label: intl.formatMessage({ id: 'settings.hours.column.opening' }) },
            { label: intl.formatMessage({ id: 'settings.hours.column.closing' }) },
            { label: intl.formatMessage({ id: 'settings.hours.column.actions' }), className: 'text-right' },
          ]}
          isLoading={hours.isPending}
          error={errorText}
          empty={emptyText}
          rowCount={list.items.length}
        >
          {list.items.map((group) => (
            <tr key={group.id}>
              <Cell className="font-semibold">{group.name}</Cell>
              <Cell>
                <DayChips days={group.days} />
              </Cell>
              <Cell className="whitespace-nowrap tabular-nums">{group.opening_time}</Cell>
              <Cell className="whitespace-nowrap tabular-nums">
                <ClosingTime group={group} />
              </Cell>
              <Cell>{actions(group)}</Cell>
            </tr>
          ))}
        </DataTable>
      </div>
      {!hours.isPending && !hours.error && <Pager list={list} />}
      <StoreHoursFormModal
        storeId={storeId}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={toastSuccess}
      />
      <ConfirmDelete
        subject={
          deleting
            ? intl.formatMessage(
                { id: 'settings.hours.deleteSubject' },
                { name: deleting.name, days: formatDays(intl, deleting.days) },
              )
            : null
        }
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </ListCard>
  );
}

function ClosingTime({ group }: { group: StoreHoursGroup }) {
  return (
    <>
      {group.closing_time}
      {endsNextDay(group) && (
        <span className="ml-1.5 text-xs font-semibold text-ink-600">
          <FormattedMessage id="settings.hours.nextDayMark" />
        </span>
      )}
    </>
  );
}

/** The group's days as short names ("Mon, Tue, Wed"), each a chip; screen readers hear the commas. */
function DayChips({ days }: { days: number[] }) {
  const intl = useIntl();
  return (
    <span className="flex max-w-56 min-w-40 flex-wrap gap-1">
      {days.map((day, index) => (
        <span key={day}>
          <abbr
            title={dayName(intl, day)}
            className="inline-block rounded-md bg-cream-100 px-1.5 py-0.5 text-xs font-semibold text-ink-800 no-underline ring-1 ring-cream-300"
          >
            {dayName(intl, day, 'short')}
          </abbr>
          {index < days.length - 1 && (
            <span className="sr-only">
              <FormattedMessage id="settings.hours.listSeparator" />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
