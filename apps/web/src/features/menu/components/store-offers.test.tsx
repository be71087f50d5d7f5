// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/fake-api.ts';
import { store } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { StoreOffers } from './store-offers.tsx';

const postcode = { id: 4, postcode: '10115', delivery_fee: 2.5, free_delivery_over: null, store_id: 9 };

describe('the menu’s offers line', () => {
  it('advertises the pickup and delivery discounts and the minimum orders from the store’s terms', async () => {
    stubApi({
      'GET /api/stores/9': { ...store, currency: 'GBP', min_order: null },
      'GET /api/discounts/': [
        {
          id: 1,
          code: 'PICKUP_DISCOUNT',
          type: 'percentage',
          value: 10,
          expires_at: '2099-12-31',
          store_id: 9,
        },
      ],
      'GET /api/postcodes/store/9': [
        { ...postcode, min_order: 15 },
        { ...postcode, id: 5, postcode: '10117', min_order: 15 },
      ],
    });
    renderPage(<StoreOffers />);

    expect(await screen.findByText('10% off pickup · Minimum order £15.00 for delivery')).toBeInTheDocument();
  });

  it('says nothing when the store has neither discounts nor minimums', async () => {
    stubApi({
      'GET /api/stores/9': store,
      'GET /api/discounts/': [],
      'GET /api/postcodes/store/9': [{ ...postcode, min_order: null }],
    });
    const { container, queryClient } = renderPage(<StoreOffers />);

    // Every read answered: what shows now is what the terms say.
    await vi.waitFor(() => {
      expect(queryClient.isFetching()).toBe(0);
      expect(queryClient.getQueryCache().getAll()).toHaveLength(3);
    });
    expect(container).toBeEmptyDOMElement();
  });
});
