// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '@/features/auth/session.ts';
import { fulfilmentStore } from '@/features/cart/use-cart.ts';
import { stubApi } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render.tsx';
import { logIn } from '@/testing/session.ts';
import { AddressForm } from './address-form.tsx';

const me = {
  id: 5,
  email: 'erika@example.com',
  role_id: 2,
  role: 'customer',
  store_id: null,
  customer_name: 'Erika Musterfrau',
  phone: '+49 30 7654321',
};

beforeEach(() => {
  logIn();
});

afterEach(() => {
  fulfilmentStore.setOrderType('pickup');
});

describe('the step before checkout, for a pickup', () => {
  beforeEach(() => {
    fulfilmentStore.setOrderType('pickup');
  });

  it('asks only for the name and phone number, with no address and no postcode', () => {
    stubApi({});
    const { container } = renderPage(<AddressForm />, { path: '/update-address' });

    expect(screen.getByLabelText(/Customer Name/)).toHaveValue('Erika Mustermann');
    expect(screen.getByLabelText(/Phone Number/)).toHaveValue('+49 30 1234567');
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    expect(screen.queryByLabelText(/Street and house number/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/City/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Postcode/)).not.toBeInTheDocument();
    expect(container).not.toHaveTextContent('0000');
  });

  it('goes on to checkout without a call when nothing changed', async () => {
    const api = stubApi({});
    const { user, router } = renderPage(<AddressForm />, { path: '/update-address' });

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(router.state.location.pathname).toBe('/checkout');
    expect(api.calls).toHaveLength(0);
  });

  it('saves a changed name and phone number on the account, then goes on to checkout', async () => {
    const api = stubApi({ 'PATCH /api/users/me': me });
    const { user, router } = renderPage(<AddressForm />, { path: '/update-address' });

    await user.clear(screen.getByLabelText(/Phone Number/));
    await user.type(screen.getByLabelText(/Phone Number/), 'not a number');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a phone number, e.g. +49 30 1234567')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Customer Name/));
    await user.type(screen.getByLabelText(/Customer Name/), ' Erika Musterfrau ');
    await user.clear(screen.getByLabelText(/Phone Number/));
    await user.type(screen.getByLabelText(/Phone Number/), '+49 30 7654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(api.callsTo('PATCH /api/users/me')[0]?.body).toEqual({
      customer_name: 'Erika Musterfrau',
      phone: '+49 30 7654321',
    });
    expect(getSession()?.user).toMatchObject({ customer_name: 'Erika Musterfrau', phone: '+49 30 7654321' });
    expect(getSession()?.token).toBe('customer-token');
  });
});

describe('the step before checkout, for a delivery with no postcode chosen yet', () => {
  it('shows no made-up postcode, and asks for one before going on', async () => {
    fulfilmentStore.setOrderType('delivery');
    const api = stubApi({ 'GET /api/addresses/': { data: [] } });
    const { user, container, router } = renderPage(<AddressForm />, { path: '/update-address' });

    const postcode = await screen.findByLabelText(/Postcode/);
    expect(postcode).toHaveValue('');
    expect(container).not.toHaveTextContent('0000');
    expect(screen.getByRole('button', { name: 'Choose postcode' })).toBeInTheDocument();

    // The name and phone number come from the account.
    await user.type(screen.getByLabelText(/Street and house number/), 'Lindenstraße 5');
    await user.type(screen.getByLabelText(/City/), 'Berlin');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await vi.waitFor(() =>
      expect(postcode).toHaveAccessibleDescription(/Choose your delivery postcode first\./),
    );
    expect(api.callsTo('POST /api/addresses/')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/update-address');
  });
});
