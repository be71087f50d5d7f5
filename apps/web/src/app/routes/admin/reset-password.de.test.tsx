// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render.tsx';
import { loadDomains, setLanguage } from '@/lib/i18n/language.ts';
import AdminLoginRoute from './login.tsx';
import AdminResetPasswordRoute from './reset-password.tsx';

describe("the owner's reset in German", () => {
  beforeEach(async () => {
    await loadDomains(['admin', 'account', 'auth'], 'de');
    await setLanguage('de');
  });
  afterEach(() => setLanguage('en'));

  it('offers the forgotten password on the back-office login', () => {
    renderPage(<AdminLoginRoute />, { path: '/admin' });
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
      'href',
      '/admin/forgot-password',
    );
  });

  it('sets the new password and leads back to the back-office login', async () => {
    stubApi({ 'POST /api/reset-password': { msg: 'Your password has been reset. You can log in now.' } });
    const { user } = renderPage(<AdminResetPasswordRoute />, { path: '/admin/reset-password?token=abc-123' });
    await user.type(screen.getByLabelText('Neues Passwort'), 'new-owner-pass');
    await user.type(screen.getByLabelText('Passwort bestätigen'), 'new-owner-pass');
    await user.click(screen.getByRole('button', { name: 'Passwort zurücksetzen' }));

    expect(
      await screen.findByText('Dein Passwort wurde zurückgesetzt. Du kannst dich jetzt anmelden.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/admin');
  });
});
