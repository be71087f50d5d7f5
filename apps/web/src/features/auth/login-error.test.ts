import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { LoginRefusedError } from './api/login.ts';
import { getIntl } from '@/lib/i18n/language.ts';
import { loginErrorMessage as messageOf } from './components/customer-login-form.tsx';

const LOGIN_FAILED = 'Something went wrong. Please try again.';
const loginErrorMessage = (error: Error) => messageOf(error, getIntl());

describe('loginErrorMessage (spec §8)', () => {
  it('shows the server’s sentence for refusals it explains', () => {
    const unverified = new ApiError('Please verify your e-mail first', {
      status: 403,
      code: 'email_not_verified',
    });
    expect(loginErrorMessage(unverified)).toBe('Please verify your e-mail first');
    const wrong = new ApiError('Incorrect email or password', { status: 401, code: 'unauthorized' });
    expect(loginErrorMessage(wrong)).toBe('Incorrect email or password');
    const locked =
      'Too many attempts. Reset your password with the link in “Forgot password”, or try again in 10 minutes.';
    expect(loginErrorMessage(new ApiError(locked, { status: 429, code: 'rate_limited' }))).toBe(locked);
  });

  it('says "Something went wrong" for anything unexpected', () => {
    expect(loginErrorMessage(new ApiError('offline', { status: 0, code: 'network_error' }))).toBe(
      LOGIN_FAILED,
    );
    expect(loginErrorMessage(new ApiError('boom', { status: 500, code: 'internal_error' }))).toBe(
      LOGIN_FAILED,
    );
    expect(loginErrorMessage(new LoginRefusedError('missing_token'))).toBe(LOGIN_FAILED);
  });

  it('sends back-office accounts to the admin login', () => {
    expect(loginErrorMessage(new LoginRefusedError('wrong_role'))).toMatch(/back-office account/);
  });
});
