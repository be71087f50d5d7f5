import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, loginDemoAdmin, type TestContext } from '../../../test/helpers.ts';

describe("the restaurant's public phone number", () => {
  let t: TestContext;
  let admin: string;
  const publicStore = async () => (await t.app.inject({ method: 'GET', url: '/api/stores/9' })).json();
  const save = (phone: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/stores/9/settings',
      headers: bearer(admin),
      payload: { phone },
    });

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await loginDemoAdmin(t.app);
  });
  afterAll(() => t.close());

  it("is the demo store's, in its public read and its settings", async () => {
    expect((await publicStore()).phone).toBe('030 12345678');
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/stores/9/settings',
      headers: bearer(admin),
    });
    expect(settings.json().phone).toBe('030 12345678');
  });

  it('is saved as written, refused when it is no phone number, and removed when empty', async () => {
    const saved = await save(' +49 (30) 987-654 ');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.phone).toBe('+49 (30) 987-654');
    expect((await publicStore()).phone).toBe('+49 (30) 987-654');

    for (const wrong of ['call us', '12', '0'.repeat(31)]) {
      const refused = await save(wrong);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'validation_failed' });
    }
    const inGerman = await t.app.inject({
      method: 'PUT',
      url: '/api/stores/9/settings',
      headers: { ...bearer(admin), 'accept-language': 'de' },
      payload: { phone: 'call us' },
    });
    expect(JSON.stringify(inGerman.json())).not.toContain('Enter a phone number');

    const unchanged = await t.app.inject({
      method: 'PUT',
      url: '/api/stores/9/settings',
      headers: bearer(admin),
      payload: { prep_minutes: 25 },
    });
    expect(unchanged.json().data.phone).toBe('+49 (30) 987-654');

    expect((await save('')).json().data.phone).toBeNull();
    expect((await publicStore()).phone).toBeNull();
    expect((await save('030 12345678')).statusCode).toBe(200);
    expect((await save(null)).json().data.phone).toBeNull();
  });
});
