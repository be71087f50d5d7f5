// @vitest-environment jsdom
import type { Me } from '@food/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLanguage, setLanguage } from '@/lib/i18n/language.ts';
import { stubApi } from '@/testing/fake-api.ts';
import { adoptAccountLanguage } from './account-language.ts';

const me: Me = {
  id: 4,
  email: 'lena@example.com',
  role_id: 2,
  role: 'customer',
  store_id: 9,
  customer_name: 'Lena',
  phone: '+49 30 1234567',
  language: null,
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('the language after a login', () => {
  it('switches to the language the account has', async () => {
    const api = stubApi({ 'PATCH /api/users/me': me });
    await adoptAccountLanguage({ ...me, language: 'de' }, 'token-1');
    expect(getLanguage()).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(api.callsTo('PATCH /api/users/me')).toEqual([]);
  });

  it('saves the language of the page on an account without one', async () => {
    const api = stubApi({ 'PATCH /api/users/me': me });
    await adoptAccountLanguage(me, 'token-1');
    expect(getLanguage()).toBe('en');
    const [call] = api.callsTo('PATCH /api/users/me');
    expect(call?.body).toEqual({ language: 'en' });
    expect(call?.headers.get('Authorization')).toBe('Bearer token-1');
  });
});
