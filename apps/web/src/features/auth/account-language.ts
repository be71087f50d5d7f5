import type { Me } from '@food/contract';
import { api } from '@/lib/api-client.ts';
import { getLanguage, setLanguage } from '@/lib/i18n/language.ts';

/**
 * After a login the account's language wins: the page switches to it. An account without one keeps the
 * language the user logged in with, saved on the account so e-mails and other devices follow it.
 */
export async function adoptAccountLanguage(me: Me, token: string): Promise<void> {
  if (me.language) {
    // Without the catalogues (offline) the page stays in its language; the login itself stands.
    await setLanguage(me.language).catch(() => undefined);
    return;
  }
  await api.patch('/users/me', { language: getLanguage() }, { token }).catch(() => undefined);
}
