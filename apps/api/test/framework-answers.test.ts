import { translate } from '@food/i18n/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helpers.ts';
import { exchange, parsed } from './raw-http.ts';
import { listen } from './order-desk.ts';

const get = (target: string, headers: string[] = []) =>
  [`GET ${target} HTTP/1.1`, 'Host: 127.0.0.1', ...headers, 'Connection: close', '', ''].join('\r\n');

describe('answers Fastify and Node would write themselves', () => {
  let t: TestContext;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    port = await listen(t.app);
  });
  afterAll(() => t?.close());

  it('answers an address over the header limit with 431 { detail, code } in the reader’s language', async () => {
    const url = `/api/stores/9?q=${'x'.repeat(20 * 1024)}`;
    const german = parsed(await exchange(port, get(url, ['Accept-Language: de'])));
    expect(german.status).toBe(431);
    expect(german.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(german.json).toEqual({
      detail: translate('de', 'errors.headers_too_large'),
      code: 'headers_too_large',
    });
    const english = parsed(await exchange(port, get(`${url}&lang=en`)));
    expect(english.json).toEqual({
      detail: translate('en', 'errors.headers_too_large'),
      code: 'headers_too_large',
    });
  });

  it('answers headers over the limit with 431 as well', async () => {
    const answer = parsed(
      await exchange(port, get('/api/stores/9', ['Accept-Language: en', `X-Junk: ${'y'.repeat(20 * 1024)}`])),
    );
    expect(answer.status).toBe(431);
    expect(answer.json).toMatchObject({ code: 'headers_too_large' });
  });

  it('answers what is not HTTP with 400 { detail, code }', async () => {
    const answer = parsed(await exchange(port, 'HELLO THERE\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 'request_malformed', detail: expect.any(String) });
  });

  it('answers a broken %-escape in a path parameter with 400 { detail, code }', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/stores/%E0%A4%A',
      headers: { 'accept-language': 'de' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ detail: translate('de', 'errors.url_malformed'), code: 'url_malformed' });
  });

  it('answers a path parameter over its length with 414 { detail, code }', async () => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/stores/${'9'.repeat(300)}` });
    expect(answer.statusCode).toBe(414);
    expect(answer.json()).toEqual({ detail: translate('en', 'errors.url_too_long'), code: 'url_too_long' });
  });

  it('answers an Expect header it cannot meet with 417 { detail, code }', async () => {
    const answer = parsed(
      await exchange(port, get('/api/stores/9', ['Expect: the-impossible', 'Accept-Language: de'])),
    );
    expect(answer.status).toBe(417);
    expect(answer.json).toEqual({
      detail: translate('de', 'errors.expectation_unsupported'),
      code: 'expectation_unsupported',
    });
  });
});
