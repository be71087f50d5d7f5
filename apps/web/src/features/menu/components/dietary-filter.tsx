import { Check } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { cn } from '@/lib/cn.ts';
import { filterChoices, useDietaryFilter } from '../dietary-filter.ts';

/** Toggle chips that show only the dishes carrying every chosen dietary tag. */
export function DietaryFilter() {
  const intl = useIntl();
  const { tags, toggle } = useDietaryFilter();
  return (
    // Phones: one row that scrolls sideways, so the menu does not move down.
    <div
      role="group"
      aria-labelledby="dietary-filter-title"
      className="-mx-4 flex items-center gap-2 overflow-x-auto px-4 py-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      <span id="dietary-filter-title" className="mr-1 shrink-0 text-sm font-semibold text-ink-800">
        <FormattedMessage id="menu.filter.title" />
      </span>
      {filterChoices(intl).map(({ tag, label }) => {
        const pressed = tags.includes(tag);
        return (
          <button
            key={tag}
            type="button"
            aria-pressed={pressed}
            onClick={() => toggle(tag)}
            className={cn(
              'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold transition-colors sm:min-h-9',
              pressed
                ? 'border-herb-700 bg-herb-50 text-herb-700'
                : 'border-cream-300 bg-white text-ink-700 hover:border-ink-500',
            )}
          >
            {pressed && <Check aria-hidden="true" className="size-4" strokeWidth={3} />}
            {label}
          </button>
        );
      })}
    </div>
  );
}
