import type { AgeLimit, Allergen, DietaryTag } from '@food/contract';

/**
 * The demo menu's option groups, allergens, dietary tags and age limits, by item code. Prices in pence,
 * tax included.
 */

/** Names in English by default; `de` is the German one. */
interface DemoOptionGroup {
  name: string;
  de: string;
  min: number;
  max: number;
  options: readonly { name: string; de: string; priceMinor: number }[];
}

export const DEMO_OPTION_GROUPS = {
  curryHeat: {
    name: 'Curry sauce',
    de: 'Currysoße',
    min: 1,
    max: 1,
    options: [
      { name: 'Mild', de: 'Mild', priceMinor: 0 },
      { name: 'Hot', de: 'Scharf', priceMinor: 0 },
      { name: 'Extra hot', de: 'Extra scharf', priceMinor: 0 },
    ],
  },
  spaetzleExtras: {
    name: 'Extras',
    de: 'Extras',
    min: 0,
    max: 3,
    options: [
      { name: 'Smoked bacon', de: 'Räucherspeck', priceMinor: 150 },
      { name: 'Extra cheese', de: 'Extra Käse', priceMinor: 100 },
      { name: 'Side salad', de: 'Beilagensalat', priceMinor: 250 },
    ],
  },
  dip: {
    name: 'Dip',
    de: 'Dip',
    min: 0,
    max: 2,
    options: [
      { name: 'Mayonnaise', de: 'Mayonnaise', priceMinor: 50 },
      { name: 'Curry ketchup', de: 'Curryketchup', priceMinor: 50 },
      { name: 'Aioli', de: 'Aioli', priceMinor: 80 },
    ],
  },
} satisfies Record<string, DemoOptionGroup>;
export type DemoOptionGroupKey = keyof typeof DEMO_OPTION_GROUPS;

interface DemoDetails {
  allergens?: Allergen[];
  dietary?: DietaryTag[];
  optionGroups?: DemoOptionGroupKey[];
  /** Beer and wine: from 16 (§ 9 JuSchG). */
  ageLimit?: AgeLimit;
}

export const DEMO_MENU_DETAILS: Record<string, DemoDetails> = {
  'ST-01': { allergens: ['gluten', 'milk'], dietary: ['vegetarian'] },
  'ST-02': { allergens: ['gluten', 'eggs', 'milk'], dietary: ['vegetarian'] },
  'ST-03': { allergens: ['gluten', 'eggs', 'milk'], dietary: ['vegetarian'] },
  'ST-04': { allergens: ['gluten', 'fish', 'milk', 'mustard'] },
  'SU-01': { allergens: ['celery', 'gluten'], dietary: ['spicy'] },
  'SU-02': { allergens: ['celery', 'milk'] },
  'SA-01': { allergens: ['mustard', 'sulphites'], dietary: ['vegan', 'vegetarian', 'gluten_free'] },
  'SA-02': { allergens: ['mustard'], dietary: ['vegan', 'vegetarian', 'gluten_free'] },
  'SA-03': { allergens: ['milk', 'nuts', 'mustard'], dietary: ['vegetarian', 'gluten_free'] },
  'MA-01': { allergens: ['gluten', 'eggs', 'milk'] },
  'MA-02': { allergens: ['gluten', 'eggs', 'milk'] },
  'MA-03': {
    allergens: ['gluten', 'eggs', 'milk'],
    dietary: ['vegetarian'],
    optionGroups: ['spaetzleExtras'],
  },
  'MA-05': { allergens: ['mustard', 'celery'], dietary: ['spicy'], optionGroups: ['curryHeat', 'dip'] },
  'MA-06': { allergens: ['mustard', 'sulphites', 'celery'] },
  'MA-08': { allergens: ['gluten', 'eggs'], dietary: ['vegetarian'] },
  'FK-01': { allergens: ['gluten', 'milk'] },
  'FK-02': { allergens: ['gluten', 'milk'], dietary: ['vegetarian'] },
  'FK-03': { allergens: ['gluten', 'milk', 'fish'] },
  'SI-01': { dietary: ['vegan', 'vegetarian', 'gluten_free'], optionGroups: ['dip'] },
  'DE-01': { allergens: ['gluten', 'nuts', 'milk', 'eggs'], dietary: ['vegetarian'] },
  'DE-02': { allergens: ['gluten', 'milk', 'eggs'], dietary: ['vegetarian'] },
  'DR-01': { allergens: ['gluten'], dietary: ['vegan', 'vegetarian'], ageLimit: 16 },
  'DR-02': { allergens: ['gluten'], dietary: ['vegan', 'vegetarian'], ageLimit: 16 },
  'DR-03': { dietary: ['vegan', 'vegetarian', 'gluten_free'] },
  'DR-05': { ageLimit: 16 },
};
