import type { Category } from '@food/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { cn } from '@/lib/cn.ts';
import { CategoryLink } from './category-link.tsx';

type CategoryNavProps = {
  categories: Category[];
  activeId: number | null;
  onSelect: (categoryId: number) => void;
};

/**
 * The category side list of wide screens (spec §2): it stays in view beside the menu and highlights
 * the category being read. Narrower screens use the sticky category tabs instead.
 */
export function CategoryNav({ categories, activeId, onSelect }: CategoryNavProps) {
  const intl = useIntl();
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'menu.categories.nav' })}
      className="hidden lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] lg:block lg:self-start"
    >
      <h2 className="mb-2 px-3 text-xs font-bold tracking-[0.14em] text-ink-600 uppercase">
        <FormattedMessage id="menu.categories.heading" />
      </h2>
      <ul className="max-h-[calc(100dvh-var(--header-height)-5rem)] space-y-0.5 overflow-y-auto">
        {categories.map((category) => {
          const active = category.id === activeId;
          return (
            <li key={category.id}>
              <CategoryLink
                category={category}
                active={active}
                onSelect={onSelect}
                className={cn(
                  'flex min-h-10 items-center rounded-xl border-l-4 px-3 text-sm font-semibold transition-colors',
                  active
                    ? 'border-brand-600 bg-brand-50 text-brand-800'
                    : 'border-transparent text-ink-800 hover:bg-cream-100',
                )}
              />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
