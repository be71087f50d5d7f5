// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDomains, setLanguage } from '@/lib/i18n/language.ts';
import { storeSettings } from '@/testing/fixtures.ts';
import { openSettingsCard } from '@/testing/settings-card.tsx';
import { StorePaymentSettings } from './store-payment-settings.tsx';

afterEach(() => setLanguage('en'));

describe("the store's payment methods", () => {
  it('turns online payment on once the server has its keys', async () => {
    const { user, api } = openSettingsCard(
      <StorePaymentSettings storeId={9} />,
      storeSettings({ online_payment_configured: true }),
    );
    const online = await screen.findByRole('checkbox', { name: 'Pay online with Stripe' });
    expect(screen.getByRole('checkbox', { name: 'Cash on delivery or pickup' })).toBeChecked();
    expect(online).not.toBeChecked();
    expect(online).toHaveAccessibleDescription(/server has its Stripe keys/);

    await user.click(online);
    await user.click(screen.getByRole('button', { name: 'Save payment methods' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/stores/9/settings')[0]?.body).toEqual({
      payment_methods: ['cash', 'online'],
    });
  });

  it('says how to turn online payment on without the keys, and never saves no method at all', async () => {
    const { user } = openSettingsCard(<StorePaymentSettings storeId={9} />, storeSettings());
    const online = await screen.findByRole('checkbox', { name: 'Pay online with Stripe' });
    expect(online).toBeDisabled();
    expect(online).toHaveAccessibleDescription(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    await user.click(screen.getByRole('checkbox', { name: 'Cash on delivery or pickup' }));
    expect(screen.getByRole('button', { name: 'Save payment methods' })).toBeDisabled();
  });

  it('speaks German', async () => {
    await loadDomains(['settings'], 'de');
    await setLanguage('de');
    openSettingsCard(<StorePaymentSettings storeId={9} />, storeSettings());
    expect(await screen.findByRole('heading', { name: 'Zahlungen' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Online bezahlen mit Stripe' })).toBeDisabled();
  });
});
