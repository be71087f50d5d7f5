// @vitest-environment jsdom
import type { StoreLegal } from '@food/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, type ApiCall } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render.tsx';
import { LegalSettings } from './legal-settings.tsx';

const saved: StoreLegal = {
  legal_name: 'Linde Gastro GmbH',
  representative: 'Erika Musterfrau',
  address: 'Beispielweg 1\n10119 Berlin',
  email: 'legal@example.com',
  phone: '+49 30 12345678',
  vat_id: 'DE000000000',
  register_court: null,
  register_number: null,
  texts: { de: { imprint: 'Demo', privacy: '## Daten', terms: '## AGB' } },
  placeholders: [],
};

function openLegalSettings(legal: StoreLegal = saved) {
  const api = stubApi({
    'GET /api/stores/9/legal': legal,
    'PUT /api/stores/9/legal': ({ body }: ApiCall) => ({
      msg: 'Legal details saved',
      data: { ...(body as object), placeholders: [] },
    }),
  });
  const view = renderPage(<LegalSettings storeId={9} />, { path: '/admin/legal' });
  return { ...view, api };
}

describe('the Legal settings page', () => {
  it('shows the saved details and texts, and saves them whole, an empty language left out', async () => {
    const { user, api } = openLegalSettings();
    const name = await screen.findByRole('textbox', { name: 'Legal name' });
    expect(name).toHaveValue('Linde Gastro GmbH');
    expect(screen.getByRole('textbox', { name: 'Postal address' })).toHaveValue(
      'Beispielweg 1\n10119 Berlin',
    );
    const german = screen.getByRole('group', { name: 'Texts in German' });
    expect(within(german).getByRole('textbox', { name: 'Privacy policy' })).toHaveValue('## Daten');

    await user.type(screen.getByRole('textbox', { name: 'Register number (optional)' }), 'HRB 12345');
    const vatId = screen.getByRole('textbox', { name: 'VAT ID (optional)' });
    await user.clear(vatId);
    await user.type(vatId, 'gb 123 456 789');
    const english = screen.getByRole('group', { name: 'Texts in English' });
    await user.type(within(english).getByRole('textbox', { name: 'Terms and conditions' }), 'Our terms');
    await user.click(screen.getByRole('button', { name: 'Save legal details' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const { placeholders: _, ...details } = saved;
    expect(api.callsTo('PUT /api/stores/9/legal')[0]?.body).toEqual({
      ...details,
      vat_id: 'GB123456789',
      register_number: 'HRB 12345',
      texts: { ...saved.texts, en: { imprint: '', privacy: '', terms: 'Our terms' } },
    });
  });

  it("marks the demo's placeholders until they are replaced", async () => {
    const { user } = openLegalSettings({ ...saved, placeholders: ['legal_name', 'texts.de.imprint'] });
    const hint = 'Placeholder of the demo: replace it with your own.';
    const name = await screen.findByRole('textbox', { name: 'Legal name' });
    expect(name).toHaveAccessibleDescription(hint);
    const german = screen.getByRole('group', { name: 'Texts in German' });
    expect(within(german).getByRole('textbox', { name: /^Imprint/ })).toHaveAccessibleDescription(hint);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).not.toHaveAccessibleDescription(hint);
    await user.type(name, ' neu');
    await user.click(screen.getByRole('button', { name: 'Save legal details' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(name).not.toHaveAccessibleDescription(hint);
  });

  it('shows wrong fields at the fields and sends nothing', async () => {
    const { user, api } = openLegalSettings();
    const vatId = await screen.findByRole('textbox', { name: 'VAT ID (optional)' });
    await user.clear(vatId);
    await user.type(vatId, 'DE123');
    await user.clear(screen.getByRole('textbox', { name: 'E-mail' }));
    await user.click(screen.getByRole('button', { name: 'Save legal details' }));

    expect(await screen.findByText('Enter a VAT ID such as DE123456789 or GB123456789')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Invalid email format',
    );
    expect(api.callsTo('PUT /api/stores/9/legal')).toEqual([]);
  });

  it("shows the server's reason at the text it names", async () => {
    const { user, api } = openLegalSettings();
    api.answer('PUT /api/stores/9/legal', () =>
      Response.json(
        {
          detail: 'Some fields are not valid.',
          code: 'validation_failed',
          fields: { 'texts.de.privacy': ['At most 50000 characters'] },
        },
        { status: 422 },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Save legal details' }));
    const german = screen.getByRole('group', { name: 'Texts in German' });
    expect(await within(german).findByText('At most 50000 characters')).toBeInTheDocument();
    expect(within(german).getByRole('textbox', { name: 'Privacy policy' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
