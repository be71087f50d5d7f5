import type { APIRequestContext } from '@playwright/test';

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin12345' };

// One session serves every test of a worker (forgotten when a spec resets the password).
let sessionToken: string | null = null;

/** The demo administrator's session token, for the API side door. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  if (sessionToken) return sessionToken;
  const login = await request.post('/api/login', {
    form: { username: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  if (!login.ok()) throw new Error(`admin login failed: ${login.status()} ${await login.text()}`);
  sessionToken = ((await login.json()) as { access_token: string }).access_token;
  return sessionToken;
}

/** After the demo administrator's password was reset, which ends every session of the account. */
export function forgetAdminSession() {
  sessionToken = null;
}

/** The demo administrator's side door to the API, for setting data up, checking it and cleaning up. */
export async function adminApi(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };

  async function call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    data?: unknown,
  ): Promise<T> {
    const response = await request.fetch(path, { method, headers, data });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  }
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, data: unknown) => call<T>('POST', path, data),
    put: <T>(path: string, data: unknown) => call<T>('PUT', path, data),
    patch: <T>(path: string, data: unknown) => call<T>('PATCH', path, data),
    delete: (path: string) => call<{ msg: string }>('DELETE', path),
    /** The status of a delete that may be refused. */
    deleteStatus: async (path: string) => (await request.delete(path, { headers })).status(),
  };
}

type SavedLanguage = 'de' | 'en' | null;

/**
 * The demo administrator's saved language, read and written. A login follows it (and saves the browser's
 * when there is none), so a spec that logs in from a German browser clears it first and puts it back.
 */
export async function adminAccountLanguage(request: APIRequestContext) {
  const api = await adminApi(request);
  return {
    get: async () => (await api.get<{ language: SavedLanguage }>('/api/users/me')).language,
    set: async (language: SavedLanguage) => {
      await api.patch('/api/users/me', { language });
    },
  };
}

/** What anybody (the storefront) reads: no token, so no back-office view. */
export async function publicGet<T>(request: APIRequestContext, path: string): Promise<T> {
  // In English, as the en-US browser reads it (the demo store's default language is German).
  const response = await request.get(path, { headers: { 'accept-language': 'en-US' } });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  return (await response.json()) as T;
}
