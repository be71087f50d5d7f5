import type { Category } from '@food/contract';
import type { ReactNode } from 'react';
import { FallbackImage } from '@/components/ui/fallback-image.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { categorySectionId } from './category-section.tsx';

const TILE_PLACEHOLDER_COUNT = 6;

function StripList({ children }: { children: ReactNode }) {
  return (
    <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pt-1 pb-3 sm:mx-0 sm:gap-4 sm:px-0">{children}</ul>
  );
}

export function CategoryStrip({ categories }: { categories: Category[] }) {
  return (
    <nav aria-label="Menu categories">
      <StripList>
        {categories.map((category) => (
          <li key={category.id} className="shrink-0">
            <a
              href={`#${categorySectionId(category.id)}`}
              className="group flex w-22 flex-col items-center gap-2 rounded-2xl p-1.5 text-center sm:w-26"
            >
              <FallbackImage
                src={category.image_url}
                alt=""
                width={80}
                height={80}
                className="size-16 rounded-full bg-cream-100 object-cover shadow-card ring-2 ring-white transition group-hover:ring-brand-300 sm:size-20"
              />
              <span className="line-clamp-2 text-xs font-semibold text-ink-800 group-hover:text-brand-700 sm:text-sm">
                {category.name}
              </span>
            </a>
          </li>
        ))}
      </StripList>
    </nav>
  );
}

export function CategoryStripSkeleton() {
  return (
    <div role="status" aria-label="Loading categories">
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
