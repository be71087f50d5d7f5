import { DESK_FILTERS, type DeskFilter } from '@food/contract';
import { SearchField } from '@/components/ui/search-field.tsx';
import { cn } from '@/lib/cn.ts';

const FILTER_LABELS: Record<DeskFilter, string> = {
  today: 'Today',
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
  all: 'All',
};

/** The filters (Pending with its count) and the search box above the desk's list. */
export function DeskToolbar({
  filter,
  pendingCount,
  searchText,
  onFilter,
  onSearchText,
}: {
  filter: DeskFilter;
  pendingCount: number | undefined;
  searchText: string;
  onFilter: (filter: DeskFilter) => void;
  onSearchText: (text: string) => void;
}) {
  return (
    <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
      <div role="group" aria-label="Show orders" className="flex flex-wrap gap-1.5">
        {DESK_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => onFilter(value)}
            className={cn(
              'inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold ring-1 transition-colors',
              filter === value
                ? 'bg-ink-900 text-white ring-ink-900'
                : 'bg-white text-ink-800 ring-cream-300 hover:ring-ink-500',
            )}
          >
            {FILTER_LABELS[value]}
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
      <div className="md:w-64 md:shrink-0">
        <SearchField
          label="Search orders by number or customer name"
          placeholder="Number or name"
          value={searchText}
          onChange={onSearchText}
        />
      </div>
    </div>
  );
}
