import type { Category } from '@food/contract';
import { categorySectionId } from './category-section.tsx';

/**
 * A link to a category's section that hands the choice to the page (which scrolls and keeps the
 * highlight) instead of jumping to the anchor; the category being read is the current location.
 */
export function CategoryLink({
  category,
  active,
  onSelect,
  className,
}: {
  category: Category;
  active: boolean;
  onSelect: (categoryId: number) => void;
  className: string;
}) {
  return (
    <a
      href={`#${categorySectionId(category.id)}`}
      aria-current={active ? 'location' : undefined}
      onClick={(event) => {
        event.preventDefault();
        onSelect(category.id);
      }}
      className={className}
    >
      {category.name}
    </a>
  );
}
