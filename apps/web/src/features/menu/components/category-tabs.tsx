import type { Category } from '@food/contract';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '@/lib/cn.ts';
import { useRevealActive } from '../hooks/use-category-spy.ts';
import { CategoryLink } from './category-link.tsx';

const TAB_ATTRIBUTE = 'data-category-tab';

type CategoryTabsProps = {
  categories: Category[];
  activeId: number | null;
  onSelect: (categoryId: number) => void;
  className?: string;
};

/**
 * Phones and tablets: the category names in one row that sticks under the header, marks the
 * category being read and keeps it in view. Its height is `--menu-tabs-height`, which the sections'
 * scroll margin adds to the header's.
 */
export function CategoryTabs({ categories, activeId, onSelect, className }: CategoryTabsProps) {
  const intl = useIntl();
  const listRef = useRef<HTMLUListElement>(null);
  useRevealActive(listRef, activeId, TAB_ATTRIBUTE);
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'menu.categories.label' })}
      data-sticky-top=""
      className={cn(
        'sticky top-(--header-height) z-20 -mx-4 border-b border-cream-200 bg-cream-50/95 shadow-[0_6px_12px_-10px_rgb(42_26_18/0.35)] backdrop-blur-md sm:-mx-6',
        className,
      )}
    >
      <ul
        ref={listRef}
        className="flex h-(--menu-tabs-height) items-center gap-1.5 overflow-x-auto px-4 [scrollbar-width:none] sm:px-6"
      >
        {categories.map((category) => {
          const active = category.id === activeId;
          return (
            <li key={category.id} className="shrink-0" data-category-tab={category.id}>
              <CategoryLink
                category={category}
                active={active}
                onSelect={onSelect}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                  active ? 'bg-brand-600 text-white shadow-sm' : 'text-ink-800 hover:bg-cream-200',
                )}
              />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
