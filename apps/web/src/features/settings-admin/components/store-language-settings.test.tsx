// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDomains, setLanguage } from '@/lib/i18n/language.ts';
import { storeSettings } from '@/testing/fixtures.ts';
import { openSettingsCard } from '@/testing/settings-card.tsx';
import { StoreLanguageSettings } from './store-language-settings.tsx';

const openSettings = () => openSettingsCard(<StoreLanguageSettings storeId={9} />, storeSettings());

afterEach(() => setLanguage('en'));

describe("the store's default language", () => {
  it('shows the saved language and saves the chosen one', async () => {
    const { user, api } = openSettings();
    const select = await screen.findByRole('combobox', { name: /^Default language/ });
    expect(select).toHaveValue('en');

    await user.selectOptions(select, 'German');
    await user.click(screen.getByRole('button', { name: 'Save language' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/stores/9/settings')[0]?.body).toEqual({ default_language: 'de' });
  });

  it('speaks German', async () => {
    await loadDomains(['settings'], 'de');
    await setLanguage('de');
    openSettings();
    const select = await screen.findByRole('combobox', { name: /^Standardsprache/ });
    expect(screen.getByRole('heading', { name: 'Sprache des Shops' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Deutsch' })).toBeInTheDocument();
    expect(select).toHaveDisplayValue('Englisch');
  });
});
