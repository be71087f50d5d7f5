// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/render.tsx';
import { HeroBanner } from './hero-banner.tsx';

describe('the storefront hero', () => {
  it.each([
    [['cash'] as const, 'Pay in cash'],
    [['online'] as const, 'Pay online'],
    [['cash', 'online'] as const, 'Pay online or in cash'],
  ])('names the ways to pay the store offers: %j', async (methods, text) => {
    renderPage(<HeroBanner storeName="Zum Goldenen Hirsch" paymentMethods={methods} />);
    const offers = await screen.findByRole('list');
    expect(offers).toHaveTextContent(text);
    expect(offers.children).toHaveLength(3);
  });

  it('names no way to pay before the store is known', async () => {
    renderPage(<HeroBanner storeName={undefined} paymentMethods={undefined} />);
    expect(await screen.findByRole('list')).not.toHaveTextContent(/Pay/);
  });
});
