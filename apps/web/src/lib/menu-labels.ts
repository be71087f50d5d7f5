import type { Allergen, DietaryTag } from '@food/contract/constants';
import type { IntlShape } from 'react-intl';
import { getIntl } from '@/lib/i18n/language.ts';

/**
 * Readable names of the allergen and dietary codes in the active language, without zod or back-office
 * code, so that the storefront and the back office show the same words.
 */
export function allergenLabels(intl: IntlShape = getIntl()): Record<Allergen, string> {
  const label = (code: Allergen) => intl.formatMessage({ id: `menu.allergen.${code}` });
  return {
    gluten: label('gluten'),
    crustaceans: label('crustaceans'),
    eggs: label('eggs'),
    fish: label('fish'),
    peanuts: label('peanuts'),
    soybeans: label('soybeans'),
    milk: label('milk'),
    nuts: label('nuts'),
    celery: label('celery'),
    mustard: label('mustard'),
    sesame: label('sesame'),
    sulphites: label('sulphites'),
    lupin: label('lupin'),
    molluscs: label('molluscs'),
  };
}

export function dietaryLabels(intl: IntlShape = getIntl()): Record<DietaryTag, string> {
  const label = (tag: DietaryTag) => intl.formatMessage({ id: `menu.dietary.${tag}` });
  return {
    vegetarian: label('vegetarian'),
    vegan: label('vegan'),
    gluten_free: label('gluten_free'),
    spicy: label('spicy'),
    halal: label('halal'),
  };
}
