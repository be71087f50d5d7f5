// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { product } from '@/features/cart/product-fixture.ts';
import { stubApi } from '@/testing/fake-api.ts';
import { FakeStatusSocket } from '@/testing/fake-status-socket.ts';
import { category, store } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import MenuRoute from './menu.tsx';

vi.mock('socket.io-client', () => import('@/testing/fake-socket.ts'));

const salad = product({ id: 1, name: 'Garden salad', category_id: 1, dietary: ['vegetarian', 'vegan'] });
const soup = product({ id: 2, name: 'Goulash soup', category_id: 1 });
const schnitzel = product({ id: 3, name: 'Wiener Schnitzel', category_id: 2 });
const roast = product({ id: 4, name: 'Pork roast', category_id: 2 });
const strudel = product({ id: 5, name: 'Apple strudel', category_id: 3, dietary: ['vegetarian'] });

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeStatusSocket);
  // A phone: the sticky tabs, not the side list (jsdom has no media queries).
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  const byCategory = new Map([
    ['1', [salad, soup]],
    ['2', [schnitzel, roast]],
    ['3', [strudel]],
  ]);
  stubApi({
    'GET /api/stores/9': store,
    'GET /api/discounts/': [],
    'GET /api/postcodes/store/9': [],
    'GET /api/categories/': [category(1, 'Starters'), category(2, 'Mains'), category(3, 'Desserts')],
    'GET /api/products/limitbycat/10': (call: { search: string }) =>
      byCategory.get(new URLSearchParams(call.search).get('category_id') ?? '') ?? [],
  });
});

describe('the menu’s dietary filter', () => {
  it('hides the categories it leaves empty and says once how many dishes it hides, with a way back', async () => {
    const { user } = renderPage(<MenuRoute />);
    await screen.findByText('Apple strudel');

    await user.click(screen.getByRole('button', { name: 'Vegan' }));

    expect(await screen.findByText('4 dishes hidden by your filter')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toContain('Starters');
    expect(headings).not.toContain('Mains');
    expect(headings).not.toContain('Desserts');
    expect(screen.getByText('Garden salad')).toBeInTheDocument();
    expect(screen.queryByText('Goulash soup')).not.toBeInTheDocument();
    expect(screen.queryByText(/match your filter/)).not.toBeInTheDocument();
    // Nor in the lists that lead to the categories.
    for (const nav of screen.getAllByRole('navigation', { name: /categor/i }))
      expect(within(nav).queryByText('Mains')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all dishes' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Mains' })).toBeInTheDocument();
    expect(screen.queryByText(/hidden by your filter/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vegan' })).toHaveAttribute('aria-pressed', 'false');
  });
});
