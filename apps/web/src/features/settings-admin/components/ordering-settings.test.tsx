// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storeSettings } from '@/testing/fixtures.ts';
import { openSettingsCard } from '@/testing/settings-card.tsx';
import { OrderingSettings } from './ordering-settings.tsx';

const settings = storeSettings({ capacity_per_slot: { pickup: 6, delivery: null } });

const openSettings = () => openSettingsCard(<OrderingSettings storeId={9} />, settings);

const field = (name: RegExp) => screen.getByRole('textbox', { name });

// Typing whole forms is slow when the machine is busy.
describe('the ordering settings', { timeout: 20_000 }, () => {
  it('shows the saved settings and saves the changed ones, an emptied capacity as no limit', async () => {
    const { user, api } = openSettings();
    expect(await screen.findByRole('textbox', { name: /^Order ahead/ })).toHaveValue('7');
    expect(field(/^Pickup/)).toHaveValue('6');
    expect(field(/^Delivery/)).toHaveValue('');
    expect(field(/^Unanswered orders per customer/)).toHaveValue('3');

    await user.clear(field(/^Order ahead/));
    await user.type(field(/^Order ahead/), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Time slot length/ }), '30 minutes');
    await user.clear(field(/^Pickup/));
    await user.type(field(/^Delivery/), '4');
    await user.clear(field(/^Preparation time/));
    await user.type(field(/^Preparation time/), '25');
    await user.clear(field(/^Unanswered orders per customer/));
    await user.click(screen.getByRole('switch', { name: 'Accept new orders automatically' }));
    await user.click(screen.getByRole('switch', { name: 'Guest checkout' }));
    await user.click(screen.getByRole('button', { name: 'Save ordering settings' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(api.callsTo('PUT /api/stores/9/settings')[0]?.body).toEqual({
      preorder_days: 3,
      slot_minutes: 30,
      capacity_per_slot: { pickup: null, delivery: 4 },
      prep_minutes: 25,
      open_orders_per_customer: null,
      auto_accept: true,
      guest_checkout: false,
    });
  });

  it("saves a customer's unanswered orders as typed, and refuses 0", async () => {
    const { user, api } = openSettings();
    const openOrders = await screen.findByRole('textbox', { name: /^Unanswered orders per customer/ });
    await user.clear(openOrders);
    await user.type(openOrders, '0');
    await user.click(screen.getByRole('button', { name: 'Save ordering settings' }));
    expect(await screen.findByText('Choose 1 to 100 orders, or no limit')).toBeInTheDocument();
    expect(openOrders).toBeInvalid();
    expect(api.callsTo('PUT /api/stores/9/settings')).toHaveLength(0);

    await user.clear(openOrders);
    await user.type(openOrders, '5');
    await user.click(screen.getByRole('button', { name: 'Save ordering settings' }));
    await vi.waitFor(() => expect(api.callsTo('PUT /api/stores/9/settings')).toHaveLength(1));
    expect(api.callsTo('PUT /api/stores/9/settings')[0]?.body).toMatchObject({ open_orders_per_customer: 5 });
  });

  it('refuses what the contract refuses, on its field, without saving', async () => {
    const { user, api } = openSettings();
    await user.clear(await screen.findByRole('textbox', { name: /^Preparation time/ }));
    await user.type(field(/^Preparation time/), '3');
    await user.type(field(/^Delivery/), '0');
    await user.click(screen.getByRole('button', { name: 'Save ordering settings' }));

    expect(await screen.findByText('Choose 5 to 240 minutes')).toBeInTheDocument();
    expect(screen.getByText('Choose 1 to 1000 orders, or no limit')).toBeInTheDocument();
    expect(field(/^Preparation time/)).toBeInvalid();
    expect(api.callsTo('PUT /api/stores/9/settings')).toHaveLength(0);
  });
});
