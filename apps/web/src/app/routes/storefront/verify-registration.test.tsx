// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render.tsx';
import VerifyRegistrationRoute from './verify-registration.tsx';

const openLink = () => renderPage(<VerifyRegistrationRoute />, { path: '/verify-registration?token=abc' });

describe('the verification link', () => {
  it('confirms the address the first time', async () => {
    stubApi({
      'GET /api/verify-registration': { msg: 'verified', store_id: 9, already_verified: false },
    });
    openLink();
    expect(
      await screen.findByText('Your e-mail address is verified. You can log in now.'),
    ).toBeInTheDocument();
  });

  it('says the address is already confirmed when opened again, and offers the login, not a reset', async () => {
    stubApi({
      'GET /api/verify-registration': { msg: 'already', store_id: 9, already_verified: true },
    });
    openLink();
    expect(
      await screen.findByText('Your e-mail address is already confirmed. You can log in.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Verification failed')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in now' })).toHaveAttribute('href', '/login?store_id=9');
    expect(screen.queryByRole('link', { name: /resetting your password/ })).not.toBeInTheDocument();
  });

  it('fails an unknown link and offers a new one', async () => {
    stubApi({
      'GET /api/verify-registration': apiError(
        400,
        'The verification link is invalid.',
        'verification_link_invalid',
      ),
    });
    openLink();
    expect(await screen.findByText('Verification failed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /resetting your password/ })).toBeInTheDocument();
  });
});
