import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, configureApiClient } from './api-client.ts';

const fetchMock = vi.fn<typeof fetch>();
const onUnauthorized = vi.fn();
let storedToken: string | null = 'session-token';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function lastRequest() {
  const [url, init] = fetchMock.mock.lastCall ?? [];
  return { url, init, headers: new Headers(init?.headers) };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  storedToken = 'session-token';
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ getToken: () => storedToken, onUnauthorized });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  onUnauthorized.mockReset();
});

describe('requests', () => {
  it('calls /api with the query string and the session token', async () => {
    fetchMock.mockResolvedValue(json(200, [{ id: 1 }]));
    await expect(api.get('/categories/', { query: { store_id: 9, q: undefined } })).resolves.toEqual([
      { id: 1 },
    ]);
    const { url, headers } = lastRequest();
    expect(url).toBe('/api/categories/?store_id=9');
    expect(headers.get('Authorization')).toBe('Bearer session-token');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('sends objects as JSON and forms as they are', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, {})));
    await api.post('/taxes/', { name: 'VAT' });
    expect(lastRequest().headers.get('Content-Type')).toBe('application/json');
    expect(lastRequest().init?.body).toBe('{"name":"VAT"}');

    const form = new URLSearchParams({ username: 'a@b.de', password: 'x' });
    await api.post('/login', form, { token: null });
    expect(lastRequest().init?.body).toBe(form);
    expect(lastRequest().headers.has('Content-Type')).toBe(false);
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('answers undefined for an empty response', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.delete('/taxes/1')).resolves.toBeUndefined();
  });
});

describe('failures', () => {
  it('turns the API error body into an ApiError', async () => {
    fetchMock.mockResolvedValue(
      json(422, { detail: 'Check the form', code: 'validation_failed', fields: { name: ['Required'] } }),
    );
    const error = await failure(api.post('/taxes/', {}));
    expect(error).toMatchObject({
      message: 'Check the form',
      status: 422,
      code: 'validation_failed',
      fields: { name: ['Required'] },
    });
  });

  it('gives a readable message when the answer is not the API error shape', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure(api.get('/stores/9'));
    expect(error).toMatchObject({ status: 502, code: 'internal_error' });
    expect(error.message).toMatch(/server ran into a problem \(502\)/);
  });

  it('turns a network failure into a readable ApiError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(api.get('/stores/9'));
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect(error.message).toMatch(/could not reach the server/);
  });

  it('lets an aborted request stay an abort', async () => {
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(api.get('/stores/9')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('401', () => {
  const unauthorized = () => json(401, { detail: 'Please log in again', code: 'unauthorized' });

  it('reports a rejected session token', async () => {
    fetchMock.mockResolvedValue(unauthorized());
    await failure(api.get('/users/me'));
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('leaves 401s of explicit tokens and of visitors to the caller', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(unauthorized()));
    await failure(api.post('/login', new URLSearchParams(), { token: null }));
    await failure(api.get('/users/me', { token: 'fresh-token' }));
    storedToken = null;
    await failure(api.get('/stores/9'));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
