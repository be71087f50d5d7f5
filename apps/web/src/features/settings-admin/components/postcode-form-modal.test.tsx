// @vitest-environment jsdom
import type { Postcode } from '@food/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render.tsx';
import { PostcodeFormModal } from './postcode-form-modal.tsx';

const saved: Postcode = {
  id: 5,
  postcode: '10115',
  delivery_fee: 2.5,
  min_order: 15,
  free_delivery_over: null,
  store_id: 9,
};

function openForm(editing: Postcode | 'new') {
  const onSaved = vi.fn();
  const api = stubApi({
    'POST /api/postcodes/': ({ body }: { body: unknown }) => ({ msg: 'Postcode added', data: body }),
    'PUT /api/postcodes/5': ({ body }: { body: unknown }) => ({ msg: 'Postcode updated', data: body }),
  });
  const view = renderPage(
    <PostcodeFormModal
      storeId={9}
      currencyUnit={{ suffix: '€' }}
      editing={editing}
      onClose={() => {}}
      onSaved={onSaved}
    />,
    { path: '/admin/postcodes' },
  );
  return { ...view, api, onSaved };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('the delivery postcode form', () => {
  it('saves a minimum order and a free delivery threshold, or none when they stay empty', async () => {
    const { user, api, onSaved } = openForm('new');
    await user.type(field(/^Postcode/), '10117');
    await user.type(field(/^Delivery fee/), '3');
    await user.type(field(/^Minimum order/), '12.5');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('Postcode added successfully!'));
    expect(api.callsTo('POST /api/postcodes/')[0]?.body).toEqual({
      postcode: '10117',
      delivery_fee: 3,
      min_order: 12.5,
      free_delivery_over: null,
      store_id: 9,
    });
  });

  it("shows a postcode's amounts, and clears one that is emptied", async () => {
    const { user, api, onSaved } = openForm(saved);
    expect(field(/^Minimum order/)).toHaveValue('15.00');
    expect(field(/^Free delivery from/)).toHaveValue('');

    await user.clear(field(/^Minimum order/));
    await user.type(field(/^Free delivery from/), '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('Postcode updated successfully!'));
    expect(api.callsTo('PUT /api/postcodes/5')[0]?.body).toMatchObject({
      min_order: null,
      free_delivery_over: 30,
    });
  });

  it("shows the server's refusal of an amount on its field", async () => {
    const { user, api } = openForm(saved);
    api.answer(
      'PUT /api/postcodes/5',
      Response.json(
        {
          detail: 'Check the highlighted fields',
          code: 'validation_failed',
          fields: { free_delivery_over: ['Free delivery must start above the minimum order'] },
        },
        { status: 422 },
      ),
    );
    await user.type(field(/^Free delivery from/), '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Free delivery must start above the minimum order')).toBeInTheDocument();
    expect(field(/^Free delivery from/)).toBeInvalid();
  });
});
