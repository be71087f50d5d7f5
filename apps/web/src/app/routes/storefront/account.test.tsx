// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '@/features/auth/session.ts';
import { apiError, stubApi } from '@/testing/fake-api.ts';
import { store } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { logIn } from '@/testing/session.ts';
import AccountRoute from './account.tsx';

vi.mock('socket.io-client', () => import('@/testing/fake-socket.ts'));

beforeEach(() => {
  logIn();
});

describe('Your data', () => {
  it('deletes the account once the password confirms it, and then says so', async () => {
    let attempts = 0;
    const api = stubApi({
      'GET /api/stores/9': store,
      'DELETE /api/users/me': () =>
        ++attempts === 1
          ? apiError(403, 'That is not your password', 'password_wrong')
          : Response.json({ msg: 'Your account has been deleted.' }),
    });
    const { user } = renderPage(<AccountRoute />, { path: '/account' });

    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('keeps your past orders for its accounts for 8 years');
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();

    await user.type(within(dialog).getByLabelText(/Your password/), 'wrong');
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That is not your password');
    expect(getSession()).not.toBeNull();

    await user.clear(within(dialog).getByLabelText(/Your password/));
    await user.type(within(dialog).getByLabelText(/Your password/), 'right');
    await user.click(confirm);
    expect(await screen.findByRole('heading', { name: 'Your account has been deleted' })).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/users/me').map((call) => call.body)).toEqual([
      { password: 'wrong' },
      { password: 'right' },
    ]);
    expect(getSession()).toBeNull();
  });
});
