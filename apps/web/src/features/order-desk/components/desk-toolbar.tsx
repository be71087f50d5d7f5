import { DESK_FILTERS, type DeskFilter } from '@food/contract';
import type { MessageId } from '@food/i18n';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SearchField } from '@/components/ui/search-field.tsx';
import { cn } from '@/lib/cn.ts';

const FILTER_LABELS: Record<DeskFilter, MessageId> = {
  today: 'desk.board.filter.today',
  pending: 'desk.board.filter.pending',
  accepted: 'desk.board.filter.accepted',
  rejected: 'desk.board.filter.rejected',
  cancelled: 'desk.board.filter.cancelled',
  all: 'desk.board.filter.all',
};

/** The filters (Pending with its count), the search box and `actions` above the desk's list. */
export function DeskToolbar({
  filter,
  pendingCount,
  searchText,
  onFilter,
  onSearchText,
  actions,
}: {
  filter: DeskFilter;
  pendingCount: number | undefined;
  searchText: string;
  onFilter: (filter: DeskFilter) => void;
  onSearchText: (text: string) => void;
  actions?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <div
        role="group"
        aria-label={intl.formatMessage({ id: 'desk.board.filter.label' })}
        className="flex flex-wrap gap-1.5"
      >
        {DESK_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => onFilter(value)}
            className={cn(
              'inline-flex h-11 items-center gap-1.5 rounded-full sm:h-10 px-3 text-sm font-semibold ring-1 transition-colors',
              filter === value
                ? 'bg-ink-900 text-white ring-ink-900'
                : 'bg-white text-ink-800 ring-cream-300 hover:ring-ink-500',
            )}
          >
            <FormattedMessage id={FILTER_LABELS[value]} />
            {value === 'pending' && pendingCount !== undefined && pendingCount > 0 && (
              <span
                className={cn(
                  'grid h-5 min-w-5 place-items-center rounded-full px-1 text-xs font-bold',
                  filter === value ? 'bg-white text-ink-900' : 'bg-brand-600 text-white',
                )}
              >
                {pendingCount}
              </span>
            )}
          </button>
        ))}
      </div>
      <div className="flex w-full flex-wrap gap-2 md:w-auto md:flex-nowrap">
        <div className="min-w-56 flex-1 md:w-64 md:flex-none">
          <SearchField
            label={intl.formatMessage({ id: 'desk.board.search.label' })}
            placeholder={intl.formatMessage({ id: 'desk.board.search.placeholder' })}
            value={searchText}
            onChange={onSearchText}
          />
        </div>
        {actions}
      </div>
    </div>
  );
}
