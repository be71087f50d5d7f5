// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, type ApiCall } from '@/testing/fake-api.ts';
import { store } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { StoreDetailsSettings } from './store-details-settings.tsx';

function openCard() {
  const api = stubApi({
    'GET /api/stores/9': store,
    'PUT /api/stores/9': ({ body }: ApiCall) => ({
      msg: 'Store saved',
      data: { ...store, ...(body as object) },
    }),
  });
  const view = renderPage(<StoreDetailsSettings storeId={9} />, { path: '/admin/store-setting' });
  return { ...view, api };
}

describe("the restaurant's details", () => {
  it('sends the store as it was read, changed, and an empty phone as none', async () => {
    const { user, api } = openCard();
    const name = await screen.findByRole('textbox', { name: /^Restaurant name/ });
    expect(name).toHaveValue(store.name);
    await user.clear(name);
    await user.type(name, 'Brezel Bar');
    await user.clear(screen.getByRole('textbox', { name: /^Phone number/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Currency/ }), 'CHF');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Number and date format/ }), 'de-CH');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Time zone/ }), 'Europe/Vienna');
    await user.click(screen.getByRole('button', { name: 'Save restaurant' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/stores/9')[0]?.body).toEqual({
      name: 'Brezel Bar',
      address: store.address,
      country: store.country,
      phone: null,
      timezone: 'Europe/Vienna',
      currency: 'CHF',
      locale: 'de-CH',
    });
  });

  it("shows why a new currency is refused while orders are open, and a field's reason at the field", async () => {
    const { user, api } = openCard();
    api.answer('PUT /api/stores/9', () =>
      Response.json(
        { detail: '1 order is still open in the old currency.', code: 'store_has_open_orders' },
        { status: 409 },
      ),
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Currency/ }), 'GBP');
    await user.click(screen.getByRole('button', { name: 'Save restaurant' }));
    expect(await screen.findByText('1 order is still open in the old currency.')).toBeInTheDocument();
    api.answer('PUT /api/stores/9', () =>
      Response.json(
        { detail: 'Some fields are not valid.', code: 'validation_failed', fields: { name: ['Required'] } },
        { status: 422 },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save restaurant' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
  });
});
