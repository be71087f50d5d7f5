// @vitest-environment jsdom
import type { BackOfficeSearchResults } from '@food/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi } from '@/testing/fake-api.ts';
import { store } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { BackOfficeSearch } from './back-office-search.tsx';

const results: BackOfficeSearchResults = {
  orders: [
    {
      id: 7,
      number: 42,
      customer_name: 'Erika Mustermann',
      phone: '+49 30 1234567',
      approval_status: 1,
      currency: 'EUR',
      total: 12.5,
      created_at: '2026-06-10T10:30:00.000Z',
    },
  ],
  products: [
    { id: 7, name: 'Kartoffelpuffer', item_code: 'ST-2', category_name: 'Starters', isActive: true },
    { id: 8, name: 'Kartoffelsuppe', item_code: 'SO-1', category_name: 'Soups', isActive: false },
  ],
  categories: [{ id: 3, name: 'Kartoffel specials', isActive: true }],
};

function openSearch(answer: unknown = results) {
  const api = stubApi({ 'GET /api/stores/9': store, 'GET /api/search': answer });
  const view = renderPage(<BackOfficeSearch storeId={9} />, { path: '/admin/home' });
  return {
    ...view,
    api,
    box: screen.getByRole('combobox', { name: 'Search orders, products and categories' }),
  };
}

describe('the back-office header search', () => {
  it('asks nothing for one character, then lists the hits in groups', async () => {
    const { user, box, api } = openSearch();
    await user.type(box, 'k');
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 'ar');
    await screen.findByRole('option', { name: /Order #42/ });
    const list = screen.getByRole('listbox', { name: 'Search results' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(api.callsTo('GET /api/search').map((call) => call.search)).toEqual(['?q=kar']);

    const orders = within(list).getByRole('group', { name: 'Orders' });
    expect(within(orders).getByRole('option')).toHaveTextContent('Order #42');
    expect(within(orders).getByRole('option')).toHaveTextContent(
      'Erika Mustermann · +49 30 1234567 · €12.50 · Pending',
    );
    const products = within(list).getByRole('group', { name: 'Products' });
    expect(
      within(products)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['KartoffelpufferST-2 · Starters', 'KartoffelsuppeSO-1 · Soups · Inactive']);
    expect(within(list).getByRole('group', { name: 'Categories' })).toHaveTextContent('Kartoffel specials');
  });

  it('moves through the hits with the arrows and opens one with Enter', async () => {
    const { user, box, router } = openSearch();
    await user.type(box, 'kar');
    await screen.findByRole('option', { name: /Order #42/ });

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const puffer = screen.getByRole('option', { name: /Kartoffelpuffer/ });
    expect(puffer).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', puffer.id);

    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: /Kartoffel specials/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/admin/products-list');
    expect(router.state.location.search).toBe('?product=7');
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens an order on the desk with a click', async () => {
    const { user, box, router } = openSearch();
    await user.type(box, 'erika');
    await user.click(await screen.findByRole('option', { name: /Order #42/ }));
    expect(router.state.location.pathname).toBe('/admin/orders');
    expect(new URLSearchParams(router.state.location.search).get('order')).toBe('7');
  });

  it('closes with Escape, and a second Escape clears the box', async () => {
    const { user, box } = openSearch();
    await user.type(box, 'kar');
    await screen.findByRole('option', { name: /Order #42/ });
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('kar');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('says when nothing matches, and when the search failed', async () => {
    const { user, box, api } = openSearch({ orders: [], products: [], categories: [] });
    await user.type(box, 'zz');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No orders, products or categories match “zz”.'),
    );

    api.answer('GET /api/search', apiError(422, 'At most 100 characters', 'validation_failed'));
    await user.type(box, 'z');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('At most 100 characters'));
  });
});
