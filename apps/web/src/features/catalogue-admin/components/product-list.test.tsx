// @vitest-environment jsdom
import type { Product } from '@food/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast.tsx';
import { product } from '@/features/cart/product-fixture.ts';
import { stubApi, type ApiCall } from '@/testing/fake-api.ts';
import { category, reducedTax, store } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { ProductList } from './product-list.tsx';

const categories = [category(1, 'Starters')];
// Twelve dishes: two pages of ten.
const menu = Array.from({ length: 12 }, (_, index) =>
  product({ id: index + 1, name: `Dish ${index + 1}`, item_code: `D-${index + 1}` }),
);

function openList(path = '/admin/products-list') {
  let products: Product[] = menu;
  const api = stubApi({
    'GET /api/stores/9': store,
    'GET /api/products/': () => products,
    'GET /api/categories/': categories,
    'GET /api/taxes/': [reducedTax],
    'GET /api/option-groups/': { data: [] },
    'GET /api/products/12': menu[11],
    'POST /api/products/': ({ body }: ApiCall) => {
      const created = product({ ...(body as Partial<Product>), id: 99, image_url: null });
      products = [...products, created];
      return { msg: 'Product added', data: created };
    },
  });
  const view = renderPage(
    <>
      <ProductList storeId={9} />
      <Toaster />
    </>,
    { path },
  );
  return { ...view, api };
}

const highlighted = () => document.querySelector('tr[data-highlighted]');

// Typing a whole form is slow when the machine is busy.
describe('the product list', { timeout: 20_000 }, () => {
  it('shows a new product on the page that holds it, marked as new, and says so in a toast', async () => {
    const { user } = openList();
    await screen.findByText('Dish 1');
    expect(screen.queryByText('Dish 11')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Product' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Zwiebelkuchen');
    await user.type(within(dialog).getByRole('textbox', { name: /^Item code/ }), 'ST-9');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Category/ }), 'Starters');
    await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Onion tart');
    await user.type(within(dialog).getByRole('textbox', { name: /^Price/ }), '7.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Product added successfully!', { exact: true })).toBeInTheDocument();
    const row = (await screen.findByText('Zwiebelkuchen')).closest('tr');
    expect(row).toBe(highlighted());
    expect(row).toHaveTextContent('New');
    expect(screen.getByText('Showing 11 to 13 of 13 entries')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the product the address names in its edit dialog, on the page that holds it', async () => {
    const { router } = openList('/admin/products-list?product=12');
    expect(await screen.findByRole('dialog', { name: 'Edit Product' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Dish 12');
    expect(screen.getByText('Showing 11 to 12 of 12 entries')).toBeInTheDocument();
    expect(highlighted()).toHaveTextContent('Dish 12');
    expect(highlighted()).not.toHaveTextContent('New');

    await screen.findByRole('button', { name: 'Cancel' }).then((cancel) => cancel.click());
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
