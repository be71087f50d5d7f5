import type { AgeLimit, Allergen, DietaryTag } from '@food/contract/constants';
import { BadgeCheck, Flame, Leaf, Sprout, WheatOff, type LucideIcon } from 'lucide-react';
import { useIntl } from 'react-intl';
import { allergenLabels, dietaryLabels } from '@/lib/menu-labels.ts';
import { cn } from '@/lib/cn.ts';

const DIETARY_ICONS: Record<DietaryTag, LucideIcon> = {
  vegetarian: Leaf,
  vegan: Sprout,
  gluten_free: WheatOff,
  spicy: Flame,
  halal: BadgeCheck,
};

type ProductFactsProps = {
  dietary: readonly DietaryTag[] | undefined;
  allergens: readonly Allergen[] | undefined;
  /** Sold only from this age: a small "18+". */
  ageLimit?: AgeLimit | null;
  className?: string;
};

/**
 * A product's age limit, dietary tags (icon and word) and the allergens it contains, on its card and in its
 * dialog.
 */
export function ProductFacts({ dietary = [], allergens = [], ageLimit, className }: ProductFactsProps) {
  const intl = useIntl();
  if (dietary.length === 0 && allergens.length === 0 && !ageLimit) return null;
  const allergenNames = allergenLabels(intl);
  const dietaryNames = dietaryLabels(intl);
  return (
    <div className={cn('space-y-1.5', className)}>
      {ageLimit && (
        <p className="inline-flex rounded-full bg-ink-900 px-2 py-0.5 text-xs font-bold text-white">
          <span aria-hidden="true">{intl.formatMessage({ id: 'menu.age_badge' }, { age: ageLimit })}</span>
          <span className="sr-only">{intl.formatMessage({ id: 'menu.age_limit' }, { age: ageLimit })}</span>
        </p>
      )}
      {dietary.length > 0 && (
        <ul aria-label={intl.formatMessage({ id: 'menu.dietary.label' })} className="flex flex-wrap gap-1.5">
          {dietary.map((tag) => {
            const Icon = DIETARY_ICONS[tag];
            return (
              <li
                key={tag}
                className="inline-flex items-center gap-1 rounded-full bg-herb-50 px-2 py-0.5 text-xs font-semibold text-herb-700 ring-1 ring-herb-700/20"
              >
                <Icon aria-hidden="true" className="size-3.5" />
                {dietaryNames[tag]}
              </li>
            );
          })}
        </ul>
      )}
      {allergens.length > 0 && (
        <p className="text-xs text-ink-600">
          {intl.formatMessage(
            { id: 'menu.allergen.contains' },
            {
              allergens: intl.formatList(
                allergens.map((allergen) => allergenNames[allergen]),
                { type: 'unit' },
              ),
            },
          )}
        </p>
      )}
    </div>
  );
}
