// @vitest-environment jsdom
import type { Product } from '@food/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast.tsx';
import { apiError, deferred, stubApi, type ApiCall } from '@/testing/fake-api.ts';
import { store } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { logIn } from '@/testing/session.ts';
import { SoldOutTonight } from './sold-out-tonight.tsx';

const tax = { id: 1, name: 'Food', percentage: 7 };

function product(id: number, name: string, overrides: Partial<Product> = {}): Product {
  return {
    id,
    name,
    item_code: `P${id}`,
    description: '',
    price: 9.5,
    category_id: 1,
    tax_id: 1,
    type: 'simple',
    isActive: true,
    image_url: null,
    store_id: 9,
    category: { id: 1, name: 'Pizzas', tax },
    tax,
    variants: [],
    option_groups: [],
    allergens: [],
    dietary: [],
    age_limit: null,
    sold_out: false,
    sold_out_until: null,
    ...overrides,
  };
}

// Far ahead, so that it has not ended by itself whenever the test runs.
const LATER = '2099-01-01T12:00:00.000Z';

/** The store's products on the server, and its answer to a switch. */
function serveProducts(products: Product[]) {
  let current = products;
  const setSoldOut = ({ path, body }: ApiCall) => {
    const id = Number(path.split('/')[3]);
    const { until } = body as { until: string | null };
    current = current.map((each) =>
      each.id === id ? { ...each, sold_out: until !== null, sold_out_until: until && LATER } : each,
    );
    return { msg: 'Saved', data: current.find((each) => each.id === id) };
  };
  return stubApi({
    'GET /api/products/': () => current,
    'PUT /api/products/1/sold-out': setSoldOut,
    'PUT /api/products/2/sold-out': setSoldOut,
  });
}

function openPanel(products: Product[]) {
  const api = serveProducts(products);
  const view = renderPage(
    <>
      <SoldOutTonight storeId={9} store={store} />
      <Toaster />
    </>,
    { path: '/admin/orders' },
  );
  return { ...view, api };
}

beforeEach(() => {
  logIn('admin');
});

describe('sold out tonight at the desk', () => {
  it('lists the products on the menu, each with a labelled switch and its state', async () => {
    const { user } = openPanel([
      product(1, 'Pizza Margherita'),
      product(2, 'Tiramisu', {
        sold_out: true,
        sold_out_until: LATER,
        category: { id: 2, name: 'Desserts', tax },
      }),
      product(3, 'Old special', { isActive: false }),
    ]);

    const button = await screen.findByRole('button', { name: /^Sold out tonight/ });
    await screen.findByText('1 product sold out');
    await user.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Sold out tonight' });
    const margherita = await within(dialog).findByRole('switch', { name: 'Pizza Margherita' });
    expect(margherita).not.toBeChecked();
    expect(margherita).toHaveAccessibleDescription('Available');
    const tiramisu = within(dialog).getByRole('switch', { name: 'Tiramisu' });
    expect(tiramisu).toBeChecked();
    expect(tiramisu).toHaveAccessibleDescription(/^Sold out · back on/);
    expect(within(dialog).queryByRole('switch', { name: 'Old special' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('1 of 2 products sold out.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('searchbox'), 'dess');
    expect(within(dialog).getAllByRole('switch')).toEqual([tiramisu]);
    await user.clear(within(dialog).getByRole('searchbox'));
    await user.type(within(dialog).getByRole('searchbox'), 'burger');
    expect(within(dialog).getByText('No products match “burger”.')).toBeInTheDocument();
  });

  it('marks a product sold out until the end of the day at once, and available again', async () => {
    const { user, api } = openPanel([product(1, 'Pizza Margherita')]);
    const answer = deferred<unknown>();
    const save = ({ body }: ApiCall) =>
      answer.promise.then(() => ({
        msg: 'Saved',
        data: product(1, 'Pizza Margherita', {
          sold_out: (body as { until: unknown }).until !== null,
          sold_out_until: LATER,
        }),
      }));
    api.answer('PUT /api/products/1/sold-out', save);

    await user.click(await screen.findByRole('button', { name: /^Sold out tonight/ }));
    const margherita = await screen.findByRole('switch', { name: 'Pizza Margherita' });
    await user.click(margherita);

    // Before the server answers.
    expect(margherita).toBeChecked();
    expect(margherita).toHaveAccessibleDescription('Sold out · back tomorrow');
    expect(api.callsTo('PUT /api/products/1/sold-out')[0]?.body).toEqual({ until: 'end_of_day' });
    answer.resolve(undefined);
    expect(await screen.findByText('1 of 1 products sold out.')).toBeInTheDocument();
    expect(margherita).toBeChecked();

    api.answer('PUT /api/products/1/sold-out', ({ body }: ApiCall) => ({
      msg: 'Saved',
      data: product(1, 'Pizza Margherita', { sold_out: (body as { until: unknown }).until !== null }),
    }));
    await user.click(margherita);
    expect(api.callsTo('PUT /api/products/1/sold-out')[1]?.body).toEqual({ until: null });
    expect(await screen.findByText('Everything on the menu is available.')).toBeInTheDocument();
    expect(margherita).not.toBeChecked();
    expect(margherita).toHaveAccessibleDescription('Available');
  });

  it('goes back and says so when the server refuses', async () => {
    const { user, api } = openPanel([product(1, 'Pizza Margherita')]);
    api.answer('PUT /api/products/1/sold-out', apiError(404, 'Product not found', 'not_found'));

    await user.click(await screen.findByRole('button', { name: /^Sold out tonight/ }));
    const margherita = await screen.findByRole('switch', { name: 'Pizza Margherita' });
    await user.click(margherita);

    expect(await screen.findByText('Pizza Margherita could not be marked sold out.')).toBeInTheDocument();
    expect(screen.getByText('Product not found')).toBeInTheDocument();
    expect(margherita).not.toBeChecked();
    expect(margherita).toHaveAccessibleDescription('Available');
  });

  it('works from the keyboard', async () => {
    const { user, api } = openPanel([product(1, 'Pizza Margherita')]);
    (await screen.findByRole('button', { name: /^Sold out tonight/ })).focus();
    await user.keyboard('{Enter}');
    const margherita = await screen.findByRole('switch', { name: 'Pizza Margherita' });

    margherita.focus();
    await user.keyboard(' ');

    expect(await screen.findByText('1 of 1 products sold out.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/products/1/sold-out')[0]?.body).toEqual({ until: 'end_of_day' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Sold out tonight/ })).toHaveFocus();
  });
});
