import type { SpecialDay } from '@food/contract';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDelete } from '@/components/ui/confirm-delete.tsx';
import { Cell, DataTable, ListCard, RowActions } from '@/components/ui/data-table.tsx';
import { MobileList, MobileListItem } from '@/components/ui/mobile-list.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { toast, toastSuccess } from '@/components/ui/toast.tsx';
import { useStore } from '@/features/store/api/get-store.ts';
import { useListView } from '@/hooks/use-list-view.ts';
import { cn } from '@/lib/cn.ts';
import { useFormatLocale } from '@/lib/i18n/use-language.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { useDeleteSpecialDay, useSpecialDays } from '../api/special-days.ts';
import { todayIn } from '../lib/dates.ts';
import {
  dayHoursText,
  formatDayDate,
  isPastDay,
  rangeText,
  specialDaySearchTexts,
} from '../lib/special-days.ts';
import { SpecialDayFormModal } from './special-day-form-modal.tsx';

/**
 * Holidays and days with other hours: each replaces its date's weekly hours. Upcoming days first, as
 * the server orders them; past ones stay listed, marked and greyed.
 */
export function SpecialDayList({ storeId }: { storeId: number }) {
  const intl = useIntl();
  const days = useSpecialDays(storeId);
  const store = useStore(storeId).data;
  const locale = useFormatLocale(store?.locale);
  const today = todayIn(store?.timezone);
  const remove = useDeleteSpecialDay(storeId);
  const [editing, setEditing] = useState<SpecialDay | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SpecialDay | null>(null);
  const list = useListView(days.data, (day) => specialDaySearchTexts(intl, day, locale));

  const confirmDelete = () => {
    if (!deleting) return;
    const day = deleting;
    setDeleting(null);
    remove.mutate(day.id, {
      onSuccess: () => toastSuccess(intl.formatMessage({ id: 'settings.specialDay.deleted' })),
      onError: (error) =>
        toast({
          tone: 'error',
          title: failureMessage(error, intl.formatMessage({ id: 'settings.specialDay.failed.delete' })),
        }),
    });
  };

  const errorText = days.error
    ? failureMessage(days.error, intl.formatMessage({ id: 'settings.specialDay.failed.load' }))
    : null;
  const emptyText = list.isSearching
    ? intl.formatMessage({ id: 'settings.specialDay.noMatches' })
    : intl.formatMessage({ id: 'settings.specialDay.empty' });
  const actions = (day: SpecialDay) => (
    <RowActions
      name={formatDayDate(day.date, locale)}
      onEdit={() => setEditing(day)}
      onDelete={() => setDeleting(day)}
    />
  );
  const dateText = (day: SpecialDay) => (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-semibold whitespace-nowrap">{formatDayDate(day.date, locale)}</span>
      {isPastDay(day, today) && (
        <span className="rounded-full bg-cream-200 px-2 py-0.5 text-xs font-bold text-ink-700">
          <FormattedMessage id="settings.specialDay.past" />
        </span>
      )}
      {day.date === today && (
        <span className="rounded-full bg-saffron-200 px-2 py-0.5 text-xs font-bold text-ink-900">
          <FormattedMessage id="settings.specialDay.today" />
        </span>
      )}
    </span>
  );
  const hours = (day: SpecialDay) =>
    day.closed ? (
      <span className="font-semibold text-danger-700">{dayHoursText(intl, day)}</span>
    ) : (
      <span className="flex flex-col tabular-nums">
        {day.ranges.map((range) => (
          <span key={`${range.open_time}-${range.close_time}`}>{rangeText(intl, range)}</span>
        ))}
      </span>
    );

  return (
    <ListCard
      title={intl.formatMessage({ id: 'settings.specialDay.title' })}
      search={{
        label: intl.formatMessage({ id: 'settings.specialDay.search' }),
        query: list.query,
        setQuery: list.setQuery,
      }}
      onAdd={() => setEditing('new')}
      addLabel={intl.formatMessage({ id: 'settings.specialDay.add' })}
    >
      <p className="mb-4 max-w-2xl text-sm text-ink-700">
        <FormattedMessage id="settings.specialDay.intro" />
      </p>
      <MobileList
        label={intl.formatMessage({ id: 'settings.specialDay.title' })}
        isLoading={days.isPending}
        error={errorText}
        empty={emptyText}
        rowCount={list.items.length}
      >
        {list.items.map((day) => (
          <MobileListItem key={day.id}>
            <div
              className={cn(
                'flex items-start justify-between gap-3',
                isPastDay(day, today) && '[&_p]:text-ink-600',
              )}
            >
              <div className="min-w-0 space-y-1">
                {dateText(day)}
                <p className="text-sm text-ink-700">{hours(day)}</p>
                {day.note && <p className="text-sm text-ink-600">{day.note}</p>}
              </div>
              {actions(day)}
            </div>
          </MobileListItem>
        ))}
      </MobileList>
      <div className="hidden sm:block">
        <DataTable
          caption={intl.formatMessage({ id: 'settings.specialDay.title' })}
          columns={[
            { label: intl.formatMessage({ id: 'settings.specialDay.column.date' }) },
            { label: intl.formatMessage({ id: 'settings.specialDay.column.hours' }) },
            { label: intl.formatMessage({ id: 'settings.specialDay.column.note' }) },
            {
              label: intl.formatMessage({ id: 'settings.specialDay.column.actions' }),
              className: 'text-right',
            },
          ]}
          isLoading={days.isPending}
          error={errorText}
          empty={emptyText}
          rowCount={list.items.length}
        >
          {list.items.map((day) => (
            <tr
              key={day.id}
              className={cn(isPastDay(day, today) && 'bg-cream-50 text-ink-600 [&_td]:text-ink-600')}
            >
              <Cell>{dateText(day)}</Cell>
              <Cell>{hours(day)}</Cell>
              <Cell>
                {day.note || (
                  <span className="text-ink-600">
                    <FormattedMessage id="settings.specialDay.noNote" />
                  </span>
                )}
              </Cell>
              <Cell>{actions(day)}</Cell>
            </tr>
          ))}
        </DataTable>
      </div>
      {!days.isPending && !days.error && <Pager list={list} />}
      <SpecialDayFormModal
        storeId={storeId}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={toastSuccess}
      />
      <ConfirmDelete
        subject={
          deleting
            ? intl.formatMessage(
                { id: 'settings.specialDay.deleteSubject' },
                { date: formatDayDate(deleting.date, locale) },
              )
            : null
        }
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </ListCard>
  );
}
