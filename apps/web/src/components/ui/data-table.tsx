import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { cn } from '@/lib/cn.ts';
import { ErrorAlert } from './alert.tsx';
import { Button } from './button.tsx';
import { SearchField } from './search-field.tsx';
import { Skeleton } from './skeleton.tsx';

type DataTableProps = {
  caption: string;
  columns: { label: string; className?: string }[];
  isLoading: boolean;
  error?: string | null;
  /** Shown in place of rows when there are none. */
  empty: string;
  rowCount: number;
  children: ReactNode;
};

/**
 * On phones each row becomes a card and each cell a line with its column's name (Cell's `label`),
 * so no column hides off-screen.
 */
const stackedOnPhones = cn(
  'max-sm:block max-sm:min-w-0 max-sm:[&_thead]:hidden max-sm:[&_tbody]:block max-sm:[&_tbody]:space-y-3',
  'max-sm:[&_tbody>tr]:block max-sm:[&_tbody>tr]:rounded-xl max-sm:[&_tbody>tr]:border max-sm:[&_tbody>tr]:border-cream-200 max-sm:[&_tbody>tr]:px-4 max-sm:[&_tbody>tr]:py-2',
  'max-sm:[&_td]:flex max-sm:[&_td]:min-h-11 max-sm:[&_td]:items-center max-sm:[&_td]:justify-between max-sm:[&_td]:gap-4 max-sm:[&_td]:border-0 max-sm:[&_td]:px-0 max-sm:[&_td]:py-1',
  'max-sm:[&_td:not([data-label])]:justify-end max-sm:[&_td[data-label]]:before:shrink-0 max-sm:[&_td[data-label]]:before:text-xs max-sm:[&_td[data-label]]:before:font-bold max-sm:[&_td[data-label]]:before:text-ink-700 max-sm:[&_td[data-label]]:before:uppercase max-sm:[&_td[data-label]]:before:content-[attr(data-label)]',
);

/** A list table with skeleton rows while loading, its error, and its empty message (spec §8). */
export function DataTable({ caption, columns, isLoading, error, empty, rowCount, children }: DataTableProps) {
  if (error) return <ErrorAlert title={error} />;
  return (
    <div className="overflow-x-auto">
      <table
        className={cn(
          'w-full min-w-[36rem] border-separate border-spacing-0 text-left text-sm',
          stackedOnPhones,
        )}
      >
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={cn(
                  'border-b border-cream-300 bg-cream-100 px-4 py-3 text-xs font-bold tracking-wide text-ink-700 uppercase first:rounded-tl-xl last:rounded-tr-xl',
                  column.className,
                )}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody aria-busy={isLoading || undefined}>
          {isLoading
            ? Array.from({ length: 5 }, (_, row) => (
                <tr key={row}>
                  {columns.map((column) => (
                    <td key={column.label} className="border-b border-cream-200 px-4 py-4">
                      <Skeleton className="h-4 w-3/4" />
                    </td>
                  ))}
                </tr>
              ))
            : children}
          {!isLoading && rowCount === 0 && (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-base text-ink-700">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

/** A table cell; `label` names its column on phones, where the header row is not shown. */
export function Cell({
  children,
  className,
  label,
}: {
  children: ReactNode;
  className?: string;
  label?: string;
}) {
  return (
    <td
      data-label={label}
      className={cn(
        'border-b border-cream-200 px-4 py-3 align-middle text-ink-900 max-sm:text-right',
        className,
      )}
    >
      {children}
    </td>
  );
}

/** Edit and Delete for one row, named after the row for screen readers. */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const iconButton = 'grid size-11 place-items-center rounded-lg transition-colors sm:size-10';
  return (
    <div className="flex justify-end gap-1">
      <button
        type="button"
        aria-label={intl.formatMessage({ id: 'store.ui.edit_name' }, { name })}
        title={intl.formatMessage({ id: 'store.ui.edit' })}
        onClick={onEdit}
        className={cn(iconButton, 'text-ink-800 hover:bg-cream-200')}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        aria-label={intl.formatMessage({ id: 'store.ui.delete_name' }, { name })}
        title={intl.formatMessage({ id: 'store.ui.delete' })}
        onClick={onDelete}
        className={cn(iconButton, 'text-danger-700 hover:bg-danger-50')}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** The white card around a list: its heading, its search box and Add New, then the table and pager. */
export function ListCard({
  title,
  search,
  onAdd,
  addLabel,
  children,
}: {
  title: string;
  search: { label: string; query: string; setQuery: (query: string) => void };
  onAdd: () => void;
  /** The add button's words where a page has two lists (the spec's lists say "Add New"). */
  addLabel?: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-4 shadow-card sm:p-6">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="font-display text-lg font-bold text-ink-900">{title}</h2>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
          <SearchField label={search.label} value={search.query} onChange={search.setQuery} />
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" />
            {addLabel ?? <FormattedMessage id="store.ui.add_new" />}
          </Button>
        </div>
      </div>
      {children}
    </section>
  );
}

/** Active/Inactive badge that flips the status when pressed (spec §4). */
export function StatusToggle({
  name,
  isActive,
  disabled,
  onToggle,
}: {
  name: string;
  isActive: boolean;
  disabled?: boolean;
  onToggle: () => void;
}) {
  const intl = useIntl();
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={disabled}
      aria-label={intl.formatMessage(
        { id: isActive ? 'store.ui.status.active_label' : 'store.ui.status.inactive_label' },
        { name },
      )}
      className={cn(
        'inline-flex h-11 items-center rounded-full px-3 text-xs font-bold transition-colors disabled:opacity-60 sm:h-8',
        isActive
          ? 'bg-herb-50 text-herb-700 ring-1 ring-herb-700/30 hover:bg-herb-700 hover:text-white'
          : 'bg-cream-200 text-ink-700 ring-1 ring-ink-500/40 hover:bg-ink-700 hover:text-white',
      )}
    >
      {intl.formatMessage({ id: isActive ? 'store.ui.status.active' : 'store.ui.status.inactive' })}
    </button>
  );
}
