// @vitest-environment jsdom
import type { StoreLegal } from '@food/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render.tsx';
import { Imprint } from './imprint.tsx';
import { Privacy } from './privacy.tsx';
import { Terms } from './terms.tsx';

const legal: StoreLegal = {
  legal_name: 'Linde Gastro GmbH',
  representative: 'Erika Musterfrau',
  address: 'Beispielweg 1\n10119 Berlin',
  email: 'legal@example.com',
  phone: '+49 30 12345678',
  vat_id: 'DE000000000',
  register_court: 'Amtsgericht Beispielstadt',
  register_number: 'HRB 00000',
  placeholders: [],
  texts: {
    en: { imprint: 'A **demo**.', privacy: '# Orders\n\n<script>alert(1)</script>', terms: '' },
    de: { imprint: '', privacy: '', terms: '## Geltung' },
  },
};

const open = (page: React.ReactNode, answer: StoreLegal = legal) => {
  stubApi({ 'GET /api/stores/9/legal': answer });
  return renderPage(page);
};

describe('the legal pages', () => {
  it('make the imprint from the details, then the store’s imprint text', async () => {
    open(<Imprint />);
    expect(await screen.findByText('Linde Gastro GmbH')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Imprint' })).toBeInTheDocument();
    expect(screen.getByText('Represented by: Erika Musterfrau')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'legal@example.com' })).toHaveAttribute(
      'href',
      'mailto:legal@example.com',
    );
    expect(screen.getByRole('link', { name: '+49 30 12345678' })).toHaveAttribute(
      'href',
      'tel:+493012345678',
    );
    expect(screen.getByText('VAT ID: DE000000000')).toBeInTheDocument();
    expect(screen.getByText('Amtsgericht Beispielstadt, HRB 00000')).toBeInTheDocument();
    expect(screen.getByText('demo', { selector: 'strong' })).toBeInTheDocument();
  });

  it('state what the site keeps on the device before the store’s privacy text, its HTML shown as text', async () => {
    const { container } = open(<Privacy />);
    const storage = await screen.findByRole('region', { name: 'Cookies and storage on this device' });
    expect(within(storage).getByText('lang')).toBeInTheDocument();
    expect(
      within(storage).getByText(
        'cart, order_type, delivery_postcode, delivery_postcode_id, delivery_fee, variant_selection:…',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });

  it('show a text in another language, saying so, when the store wrote none in the reader’s', async () => {
    open(<Terms />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Geltung' })).toBeInTheDocument();
    expect(
      screen.getByText('This text is not available in your language; it is shown in German.'),
    ).toBeInTheDocument();
  });

  it('say so when the store has set nothing yet', async () => {
    open(<Imprint />, { ...legal, legal_name: '', texts: {} });
    expect(await screen.findByText('The restaurant has not written this text yet.')).toBeInTheDocument();
  });
});
