// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDomains, setLanguage } from '@/lib/i18n/language.ts';
import { storeSettings } from '@/testing/fixtures.ts';
import { openSettingsCard } from '@/testing/settings-card.tsx';
import { NotificationSettings } from './notification-settings.tsx';

afterEach(() => setLanguage('en'));

describe('the notification settings', () => {
  it('saves the daily summary with the Save button, not when the switch is flipped', async () => {
    const { user, api } = openSettingsCard(<NotificationSettings storeId={9} />, storeSettings());
    const summary = await screen.findByRole('switch', { name: 'Daily summary e-mail' });
    expect(summary).not.toBeChecked();

    await user.click(summary);
    expect(summary).toBeChecked();
    expect(api.callsTo('PUT /api/stores/9/settings')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save notifications' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(api.callsTo('PUT /api/stores/9/settings')[0]?.body).toEqual({ daily_summary_email: true });
  });

  it('speaks German', async () => {
    await loadDomains(['settings'], 'de');
    await setLanguage('de');
    const { user } = openSettingsCard(<NotificationSettings storeId={9} />, storeSettings());
    await user.click(await screen.findByRole('button', { name: 'Benachrichtigungen speichern' }));
    expect(await screen.findByText('Gespeichert')).toBeInTheDocument();
  });
});
