// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StorefrontDialogs } from '@/features/cart/components/storefront-dialogs.tsx';
import { product } from '@/features/cart/product-fixture.ts';
import { cartStore } from '@/features/cart/use-cart.ts';
import { stubApi } from '@/testing/fake-api.ts';
import { store } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { ProductCard } from './product-card.tsx';

const money = { currency: 'GBP', locale: 'en-GB' };

beforeEach(() => {
  stubApi({ 'GET /api/stores/9': store });
});

afterEach(() => {
  cartStore.clear();
});

describe('ProductCard', () => {
  it('hands the focus from ADD to the stepper, and back to ADD when the quantity goes to 0', async () => {
    const { user } = renderPage(<ProductCard product={product()} money={money} />);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Add Brezel with Obatzda' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // The stepper's code is lazy: it may arrive a moment after the click.
    expect(
      await screen.findByRole('group', { name: 'Quantity of Brezel with Obatzda' }, { timeout: 10_000 }),
    ).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Add one more Brezel with Obatzda' })).toHaveFocus();

    await user.keyboard(' ');
    expect(screen.getByRole('group', { name: 'Quantity of Brezel with Obatzda' })).toHaveTextContent('2');
    await user.tab({ shift: true });
    const fewer = screen.getByRole('button', { name: 'Remove one Brezel with Obatzda' });
    expect(fewer).toHaveFocus();
    await user.keyboard('{Enter}');
    // Still there: the focus stays on it.
    expect(fewer).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Add Brezel with Obatzda' })).toHaveFocus();
    expect(cartStore.getSnapshot()).toEqual([]);
  });

  it('gives the focus to the stepper that replaced ADD when the variant dialog closes', async () => {
    const schnitzel = product({
      id: 5,
      name: 'Wiener Schnitzel',
      type: 'variable',
      variants: [{ id: 51, name: 'Large', price: 18.5, description: '' }],
    });
    const { user } = renderPage(
      <>
        <ProductCard product={schnitzel} money={money} />
        <StorefrontDialogs />
      </>,
    );

    screen.getByRole('button', { name: 'Add Wiener Schnitzel' }).focus();
    await user.keyboard('{Enter}');
    // The variant chosen on the card comes into the dialog chosen.
    await user.click(await screen.findByRole('button', { name: /^Add to cart/ }, { timeout: 10_000 }));

    const more = await screen.findByRole(
      'button',
      { name: 'More Wiener Schnitzel: choose options' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(more).toHaveFocus());
  });
});
