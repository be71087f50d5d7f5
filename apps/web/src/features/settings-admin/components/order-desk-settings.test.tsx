// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeSettings } from '@/testing/fixtures.ts';
import { openSettingsCard } from '@/testing/settings-card.tsx';
import { OrderDeskSettings } from './order-desk-settings.tsx';

describe('the order desk settings', () => {
  it('saves the answer time and the pickup minimum together, with one button', async () => {
    const { user, api } = openSettingsCard(<OrderDeskSettings storeId={9} />, storeSettings());
    const answerTime = await screen.findByRole('textbox', { name: /^Answer within/ });
    expect(screen.getAllByRole('button', { name: /^Save/ })).toHaveLength(1);

    await user.clear(answerTime);
    await user.type(answerTime, '0');
    await user.click(screen.getByRole('button', { name: 'Save answer time and minimum' }));
    expect(await screen.findByText(/^Choose 1 to 120 minutes/)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/stores/9/settings')).toHaveLength(0);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await user.clear(answerTime);
    await user.type(answerTime, '15');
    await user.type(screen.getByRole('textbox', { name: /^Minimum order for pickup/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Save answer time and minimum' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(api.callsTo('PUT /api/stores/9/settings')[0]?.body).toEqual({
      order_timeout_minutes: 15,
      min_order: 12,
    });
  });

  it("says a failure once for the form, in the server's words", async () => {
    const { user, api } = openSettingsCard(<OrderDeskSettings storeId={9} />, storeSettings());
    api.answer('PUT /api/stores/9/settings', () =>
      Response.json({ detail: 'The store is being moved.', code: 'conflict' }, { status: 409 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Save answer time and minimum' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The store is being moved.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
