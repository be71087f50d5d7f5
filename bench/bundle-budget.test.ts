import { describe, expect, it } from 'vitest';
import { KB, overBudget, scriptsOf, STOREFRONT_BUDGET } from './bundle-budget.ts';

const fetched = [
  { file: '/assets/index.js', transferred: 30 * KB },
  { file: '/assets/framework.js', transferred: 92 * KB },
  { file: '/assets/runtime.js', transferred: 400 },
  { file: '/assets/index.css', transferred: 11 * KB },
];

describe('the first-load count', () => {
  it('sums the scripts fetched, not the style sheets', () => {
    expect(scriptsOf(fetched)).toEqual({ bytes: 122 * KB + 400, scripts: 3 });
  });

  it('fails a storefront that fetches 10 KB more before anyone taps', () => {
    expect(overBudget(scriptsOf(fetched), STOREFRONT_BUDGET)).toEqual([]);
    const grown = scriptsOf([...fetched, { file: '/assets/cart-modal.js', transferred: 10 * KB }]);
    expect(overBudget(grown, STOREFRONT_BUDGET)).toEqual([
      expect.stringContaining('KB of JavaScript, over 125 KB'),
    ]);
  });

  it('fails a storefront split into more scripts than its budget', () => {
    const many = Array.from({ length: 13 }, (_, i) => ({ file: `/assets/chunk-${i}.js`, transferred: KB }));
    expect(overBudget(scriptsOf(many), STOREFRONT_BUDGET)).toEqual(['13 scripts, over 12']);
  });
});
