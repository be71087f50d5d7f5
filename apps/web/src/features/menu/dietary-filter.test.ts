import { describe, expect, it } from 'vitest';
import { filterChoices, matchesDietary, toggleTag } from './dietary-filter.ts';

describe('the dietary filter', () => {
  it('offers its choices in words, gluten-free as "Without gluten"', () => {
    expect(filterChoices().map((choice) => choice.label)).toEqual([
      'Vegetarian',
      'Vegan',
      'Without gluten',
      'Halal',
      'Spicy',
    ]);
  });

  it('lets through the products that carry every chosen tag', () => {
    const curry = { dietary: ['vegan', 'vegetarian', 'spicy'] as const };
    expect(matchesDietary({ dietary: [...curry.dietary] }, [])).toBe(true);
    expect(matchesDietary({ dietary: [...curry.dietary] }, ['vegan', 'spicy'])).toBe(true);
    expect(matchesDietary({ dietary: [...curry.dietary] }, ['vegan', 'halal'])).toBe(false);
  });

  it('takes "Without gluten" from the gluten_free tag, not from a missing gluten allergen', () => {
    const salad = { dietary: [], allergens: [] };
    expect(matchesDietary(salad, ['gluten_free'])).toBe(false);
    expect(matchesDietary({ dietary: ['gluten_free'] }, ['gluten_free'])).toBe(true);
  });

  it('toggles a tag on and off', () => {
    expect(toggleTag([], 'vegan')).toEqual(['vegan']);
    expect(toggleTag(['vegan', 'halal'], 'vegan')).toEqual(['halal']);
  });
});
