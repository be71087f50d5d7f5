// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeSettings } from '@/testing/fixtures.ts';
import { openSettingsCard } from '@/testing/settings-card.tsx';
import { StorePhoneSettings } from './store-phone-settings.tsx';

describe("the restaurant's phone number", () => {
  it('shows the saved number, saves a new one, and an empty field as none', async () => {
    const { user, api } = openSettingsCard(<StorePhoneSettings storeId={9} />, storeSettings());
    const field = await screen.findByRole('textbox', { name: /^Phone number/ });
    expect(field).toHaveValue('030 12345678');

    await user.clear(field);
    await user.type(field, '+49 30 987654');
    await user.click(screen.getByRole('button', { name: 'Save phone number' }));
    expect(await screen.findByText('Phone number saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/stores/9/settings')[0]?.body).toEqual({ phone: '+49 30 987654' });

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save phone number' }));
    await expect.poll(() => api.callsTo('PUT /api/stores/9/settings')[1]?.body).toEqual({ phone: null });
  });

  it("shows the server's reason at the field", async () => {
    const { user, api } = openSettingsCard(
      <StorePhoneSettings storeId={9} />,
      storeSettings({ phone: null }),
    );
    api.answer('PUT /api/stores/9/settings', () =>
      Response.json(
        {
          detail: 'Some fields are not valid.',
          code: 'validation_failed',
          fields: { phone: ['Enter a phone number, e.g. +49 30 1234567'] },
        },
        { status: 422 },
      ),
    );
    const field = await screen.findByRole('textbox', { name: /^Phone number/ });
    expect(field).toHaveValue('');
    await user.type(field, 'call us');
    await user.click(screen.getByRole('button', { name: 'Save phone number' }));
    expect(await screen.findByText('Enter a phone number, e.g. +49 30 1234567')).toBeInTheDocument();
  });
});
