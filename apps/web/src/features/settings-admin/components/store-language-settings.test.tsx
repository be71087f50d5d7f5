// @vitest-environment jsdom
import type { StoreSettings } from '@food/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast.tsx';
import { loadDomains, setLanguage } from '@/lib/i18n/language.ts';
import { stubApi, type ApiCall } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render.tsx';
import { StoreLanguageSettings } from './store-language-settings.tsx';

const settings: StoreSettings = {
  store_id: 9,
  order_timeout_minutes: 10,
  paused: false,
  paused_at: null,
  paused_until: null,
  pause_reason: null,
  min_order: null,
  preorder_days: 7,
  slot_minutes: 15,
  capacity_per_slot: { pickup: null, delivery: null },
  prep_minutes: 20,
  auto_accept: false,
  default_language: 'en',
};

function openSettings() {
  const api = stubApi({
    'GET /api/stores/9/settings': settings,
    'PUT /api/stores/9/settings': ({ body }: ApiCall) => ({
      msg: 'Settings saved',
      data: { ...settings, ...(body as object) },
    }),
  });
  const view = renderPage(
    <>
      <StoreLanguageSettings storeId={9} />
      <Toaster />
    </>,
    { path: '/admin/store-setting' },
  );
  return { ...view, api };
}

afterEach(() => setLanguage('en'));

describe("the store's default language", () => {
  it('shows the saved language and saves the chosen one', async () => {
    const { user, api } = openSettings();
    const select = await screen.findByRole('combobox', { name: /^Default language/ });
    expect(select).toHaveValue('en');

    await user.selectOptions(select, 'German');
    await user.click(screen.getByRole('button', { name: 'Save language' }));

    expect(await screen.findByText('Default language saved.')).toBeInTheDocument();
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
