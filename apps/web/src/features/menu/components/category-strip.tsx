import type { Category } from '@food/contract';
import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ResponsiveImage } from '@/components/ui/responsive-image.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { useRevealActive } from '../hooks/use-category-spy.ts';
import { categorySectionId } from './category-section.tsx';

const TILE_PLACEHOLDER_COUNT = 6;
const TILE_ATTRIBUTE = 'data-category-tile';
/** The tile's picture: size-16, sm:size-20. */
const IMAGE_BOXES = [{ from: 640, size: 80 }, { size: 64 }];
/** The tiles a phone shows without scrolling the strip: the page's first pictures, fetched first. */
const FIRST_TILES = 4;

function StripList({ children, listRef }: { children: ReactNode; listRef?: React.Ref<HTMLUListElement> }) {
  return (
    <ul
      ref={listRef}
      className="-mx-4 flex snap-x scroll-px-4 gap-1 overflow-x-auto px-4 pt-1 pb-3 [scrollbar-width:thin] sm:mx-0 sm:gap-3 sm:px-0"
    >
      {children}
    </ul>
  );
}

type CategoryStripProps = {
  categories: Category[];
  activeId: number | null;
  onSelect: (categoryId: number) => void;
  className?: string;
  /** The first pictures at once, before anything else (false: lazy, as on a page that may not show them). */
  eagerFirst?: boolean;
};

/** The categories as round pictures; the chosen one is marked and kept in view (spec §2). */
export function CategoryStrip({
  categories,
  activeId,
  onSelect,
  className,
  eagerFirst = true,
}: CategoryStripProps) {
  const intl = useIntl();
  const listRef = useRef<HTMLUListElement>(null);
  useRevealActive(listRef, activeId, TILE_ATTRIBUTE);
  return (
    <nav aria-label={intl.formatMessage({ id: 'menu.categories.label' })} className={className}>
      <StripList listRef={listRef}>
        {categories.map((category, index) => {
          const active = category.id === activeId;
          const first = eagerFirst && index < FIRST_TILES;
          return (
            <li key={category.id} className="shrink-0 snap-start" data-category-tile={category.id}>
              <a
                href={`#${categorySectionId(category.id)}`}
                aria-current={active ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  onSelect(category.id);
                }}
                className="group flex max-w-32 min-w-22 flex-col items-center gap-2 rounded-2xl p-1.5 text-center break-words sm:max-w-36 sm:min-w-26"
              >
                <ResponsiveImage
                  src={category.image_url}
                  boxes={IMAGE_BOXES}
                  alt=""
                  width={80}
                  height={80}
                  loading={first ? 'eager' : 'lazy'}
                  fetchPriority={first ? 'high' : 'auto'}
                  className={cn(
                    'size-16 rounded-full bg-cream-100 object-cover shadow-card ring-2 transition sm:size-20',
                    active
                      ? 'ring-brand-600 ring-offset-2 ring-offset-cream-50'
                      : 'ring-white group-hover:ring-brand-300',
                  )}
                />
                <span
                  className={cn(
                    'line-clamp-2 text-xs font-semibold sm:text-sm',
                    active ? 'text-brand-700' : 'text-ink-800 group-hover:text-brand-700',
                  )}
                >
                  {category.name}
                </span>
              </a>
            </li>
          );
        })}
      </StripList>
    </nav>
  );
}

export function CategoryStripSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" aria-label={intl.formatMessage({ id: 'menu.categories.loading' })}>
      <StripList>
        {Array.from({ length: TILE_PLACEHOLDER_COUNT }, (_, index) => (
          <li key={index} className="flex w-22 shrink-0 flex-col items-center gap-2 p-1.5 sm:w-26">
            <Skeleton round className="size-16 sm:size-20" />
            <Skeleton className="h-3.5 w-14" />
          </li>
        ))}
      </StripList>
    </div>
  );
}
