// @vitest-environment jsdom
import type { Postcode } from '@food/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/fake-api.ts';
import { store } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { loadDomains, setLanguage } from '@/lib/i18n/language.ts';
import { fulfilmentStore } from '../use-cart.ts';
import PostcodeModal from './postcode-modal.tsx';

const postcode = (id: number, code: string): Postcode => ({
  id,
  postcode: code,
  delivery_fee: 2.5,
  min_order: null,
  free_delivery_over: null,
  store_id: 9,
});
// A real delivery area: 40 postcodes.
const area = Array.from({ length: 40 }, (_, index) => postcode(index + 1, String(10115 + index * 3)));

beforeEach(() => {
  fulfilmentStore.setOrderType('pickup');
  stubApi({ 'GET /api/stores/9': store, 'GET /api/discounts/': [], 'GET /api/postcodes/store/9': area });
});

afterEach(() => fulfilmentStore.setOrderType('pickup'));

describe('the postcode picker', () => {
  it('narrows the postcodes as one types and saves the one typed in full', async () => {
    const onClose = vi.fn();
    const { user } = renderPage(<PostcodeModal open onClose={onClose} />);
    const field = await screen.findByRole('textbox', { name: 'Your postcode' });
    const picker = screen.getByRole('group', { name: 'Postcode' });
    expect(within(picker).getAllByRole('radio')).toHaveLength(40);

    await user.type(field, '1012');
    expect(
      within(picker)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['10121€2.50 delivery', '10124€2.50 delivery', '10127€2.50 delivery']);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.type(field, '4');
    expect(within(picker).getByRole('radio', { name: /10124/ })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalled();
    expect(fulfilmentStore.getSnapshot().delivery?.postcode).toBe('10124');
  });

  it('says that a postcode outside the area is not delivered to', async () => {
    const { user } = renderPage(<PostcodeModal open onClose={vi.fn()} />);
    await user.type(await screen.findByRole('textbox', { name: 'Your postcode' }), '10999');

    expect(screen.getByRole('status')).toHaveTextContent("We don't deliver to 10999 yet");
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('says it in German too', async () => {
    await loadDomains(['cart', 'store'], 'de');
    await setLanguage('de');
    try {
      const { user } = renderPage(<PostcodeModal open onClose={vi.fn()} />);
      await user.type(await screen.findByRole('textbox', { name: 'Deine Postleitzahl' }), '10999');
      expect(screen.getByRole('status')).toHaveTextContent('Nach 10999 liefern wir noch nicht');
    } finally {
      await setLanguage('en');
    }
  });
});
