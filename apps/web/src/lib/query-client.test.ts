// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from './i18n/language.ts';
import { createQueryClient } from './query-client.ts';

describe('the query client', () => {
  afterEach(() => setLanguage('en'));

  it('reads everything again in the new language after a switch, and not on a mere catalogue load', async () => {
    const client = createQueryClient();
    client.setQueryData(['menu'], [{ name: 'Starters' }]);
    await setLanguage('en');
    expect(client.getQueryState(['menu'])?.isInvalidated).toBe(false);
    await setLanguage('de');
    expect(client.getQueryState(['menu'])?.isInvalidated).toBe(true);
  });
});
