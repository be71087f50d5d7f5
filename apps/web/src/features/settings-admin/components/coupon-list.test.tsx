// @vitest-environment jsdom
import type { Coupon } from '@food/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/fake-api.ts';
import { store } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { logIn } from '@/testing/session.ts';
import { CouponList } from './coupon-list.tsx';

vi.mock('socket.io-client', () => import('@/testing/fake-socket.ts'));

const coupon = (fields: Partial<Coupon>): Coupon => ({
  id: 1,
  store_id: 9,
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  min_subtotal: 0,
  valid_from: null,
  valid_until: null,
  max_redemptions: 100,
  max_per_customer: 1,
  first_order_only: true,
  order_type: null,
  active: true,
  redemptions: 12,
  given_away: 23.4,
  created_at: '2026-11-01T10:00:00.000Z',
  ...fields,
});

beforeEach(() => logIn('admin'));

describe('Coupons', () => {
  it('lists the codes with their use, and adds one as typed', async () => {
    const api = stubApi({
      'GET /api/stores/9': store,
      'GET /api/coupons': [
        coupon({}),
        coupon({
          id: 2,
          code: 'SUMMER',
          kind: 'fixed',
          value: 5,
          valid_until: '2026-08-31',
          redemptions: 3,
          max_redemptions: null,
        }),
      ],
      'POST /api/coupons': ({ body }: { body: unknown }) => ({ msg: 'Coupon saved', data: body }),
    });
    const { user } = renderPage(<CouponList storeId={9} />, { path: '/admin/coupons' });

    const welcome = (await screen.findByText('WELCOME10')).closest('tr')!;
    expect(welcome).toHaveTextContent('10 % off');
    expect(welcome).toHaveTextContent('12 of 100');
    expect(welcome).toHaveTextContent('Active');
    expect(screen.getByText('SUMMER').closest('tr')).toHaveTextContent('Ended');

    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add coupon' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'FLYER 5');
    await user.click(within(dialog).getByRole('radio', { name: 'Amount off' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Saving/ }), '5');
    await user.type(within(dialog).getByRole('textbox', { name: /^Uses per customer/ }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(api.callsTo('POST /api/coupons')).toHaveLength(1));
    expect(api.callsTo('POST /api/coupons')[0]!.body).toEqual({
      code: 'FLYER 5',
      kind: 'fixed',
      value: 5,
      min_subtotal: 0,
      valid_from: null,
      valid_until: null,
      max_redemptions: null,
      max_per_customer: 1,
      first_order_only: false,
      order_type: null,
      active: true,
    });
  });
});
