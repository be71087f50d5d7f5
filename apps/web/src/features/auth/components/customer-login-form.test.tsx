// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render.tsx';
import { CustomerLoginForm } from './customer-login-form.tsx';

const RESENT = 'If this e-mail has an account waiting for verification, we have sent a new link.';

afterEach(() => vi.unstubAllGlobals());

async function logInUnverified() {
  const api = stubApi({
    'POST /api/login': apiError(403, 'Please verify your e-mail first', 'email_not_verified'),
    'POST /api/resend-verification': { msg: RESENT },
  });
  const view = renderPage(<CustomerLoginForm />);
  await view.user.type(screen.getByLabelText('Email'), ' lena@example.com ');
  await view.user.type(screen.getByLabelText('Password'), 'first-password');
  await view.user.click(screen.getByRole('button', { name: 'Log in' }));
  return { ...view, api };
}

describe('the customer login of an account that is not verified yet', () => {
  it('says so and sends the link again to the address typed, with the server’s answer', async () => {
    const { user, api } = await logInUnverified();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please verify your e-mail first');

    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(RESENT)).toBeInTheDocument();
    expect(api.callsTo('POST /api/resend-verification').map((call) => call.body)).toEqual([
      { username: 'lena@example.com' },
    ]);
    // Once is enough: the button stays off, and the server limits it anyway.
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeDisabled();
  });

  it('says when the server refuses to send more links', async () => {
    const { user, api } = await logInUnverified();
    const tooMany = 'Too many attempts. Please try again in 59 seconds.';
    api.answer(
      'POST /api/resend-verification',
      Response.json(
        { detail: tooMany, code: 'rate_limited', params: { wait: 'seconds', count: '59' } },
        { status: 429 },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(tooMany)).toBeInTheDocument();
  });

  it('offers no link for a wrong password', async () => {
    stubApi({ 'POST /api/login': apiError(401, 'Incorrect email or password', 'invalid_credentials') });
    const { user } = renderPage(<CustomerLoginForm />);
    await user.type(screen.getByLabelText('Email'), 'lena@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });
});
