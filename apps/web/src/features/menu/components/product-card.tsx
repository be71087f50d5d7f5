import type { Product } from '@food/contract';
import type { CurrencySettings } from '@food/money';
import { FallbackImage } from '@/components/ui/fallback-image.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { priceLabel } from '../price-label.ts';

type ProductCardProps = { product: Product; money: CurrencySettings | undefined };

export function ProductCard({ product, money }: ProductCardProps) {
  const price = money ? priceLabel(product, money) : null;
  const optionCount = product.type === 'variable' ? product.variants.length : 0;
  return (
    <article className="flex h-full gap-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-cream-200 transition-shadow hover:shadow-raised">
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="font-semibold leading-snug text-ink-900">{product.name}</h3>
        {product.description && (
          <p className="mt-1 line-clamp-2 text-sm leading-relaxed text-ink-600">{product.description}</p>
        )}
        <div className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-3">
          {money ? (
            price && <span className="font-bold text-ink-900">{price}</span>
          ) : (
            <Skeleton className="h-5 w-16" />
          )}
          {optionCount > 1 && <span className="text-xs font-medium text-ink-600">{optionCount} options</span>}
        </div>
      </div>
      <FallbackImage
        src={product.image_url}
        alt=""
        width={112}
        height={112}
        loading="lazy"
        className="size-24 shrink-0 rounded-xl bg-cream-100 object-cover sm:size-28"
      />
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="flex gap-4 rounded-2xl bg-white p-4 ring-1 ring-cream-200">
      <div className="flex-1 space-y-2.5">
        <Skeleton className="h-5 w-3/5" />
        <Skeleton className="h-3.5 w-full" />
        <Skeleton className="h-3.5 w-4/5" />
        <Skeleton className="mt-4 h-5 w-16" />
      </div>
      <Skeleton className="size-24 sm:size-28" />
    </div>
  );
}
