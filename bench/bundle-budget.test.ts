import { describe, expect, it } from 'vitest';
import {
  filesLoadedAtOnce,
  firstLoad,
  KB,
  overBudget,
  STOREFRONT_BUDGET,
  type Manifest,
} from './bundle-budget.ts';

// The shape of the real build's manifest: the page's script imports the runtime and the framework;
// a lazy route imports the page's script back, and a chunk of its own.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_runtime.js', '_framework.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_framework.js': { file: 'assets/framework.js', imports: ['_runtime.js'] },
  'src/app/routes/admin/root.tsx': { file: 'assets/root.js', imports: ['index.html', '_toast.js'] },
  '_toast.js': { file: 'assets/toast.js', imports: ['_framework.js'] },
  '_styles.css': { file: 'assets/index.css' },
};
const bytes: Record<string, number> = {
  'assets/index.js': 30 * KB,
  'assets/runtime.js': 400,
  'assets/framework.js': 92 * KB,
  'assets/root.js': 200,
  'assets/toast.js': 4 * KB,
};

describe('the first-load count', () => {
  it('counts each file the entries import, at once and recursively, once', () => {
    expect(filesLoadedAtOnce(manifest, ['index.html'])).toEqual([
      'assets/framework.js',
      'assets/index.js',
      'assets/runtime.js',
    ]);
    expect(filesLoadedAtOnce(manifest, ['index.html', 'src/app/routes/admin/root.tsx'])).toHaveLength(5);
  });

  it('fails a storefront that gains 10 KB in its first load', () => {
    const storefront = filesLoadedAtOnce(manifest, ['index.html']);
    const fits = firstLoad(storefront, (file) => bytes[file]!);
    expect(fits.bytes).toBeLessThanOrEqual(STOREFRONT_BUDGET.bytes);
    expect(overBudget(fits, STOREFRONT_BUDGET)).toEqual([]);

    // A screen imported by the page's script: 10 KB of incompressible text in its chunk.
    const grown = firstLoad(storefront, (file) => bytes[file]! + (file === 'assets/index.js' ? 10 * KB : 0));
    expect(overBudget(grown, STOREFRONT_BUDGET)).toEqual([
      expect.stringContaining('KB of JavaScript, over 125 KB'),
    ]);
  });

  it('fails a storefront split into more scripts than its budget', () => {
    const many = Array.from({ length: 13 }, (_, i) => `assets/chunk-${i}.js`);
    expect(
      overBudget(
        firstLoad(many, () => KB),
        STOREFRONT_BUDGET,
      ),
    ).toEqual(['13 scripts, over 12']);
  });

  it('names an entry the build does not have', () => {
    expect(() => filesLoadedAtOnce(manifest, ['src/app/routes/admin/login.tsx'])).toThrow(/no src/);
  });
});
