import type { ErrorCode } from '@food/contract';
import { translate } from '@food/i18n/server';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildTestApp, type TestContext } from '../../test/helpers.ts';
import { SOCKETS_PER_ADDRESS } from './connections-per-address.ts';
import { exchange, parsed } from '../../test/raw-http.ts';
import { listen } from '../../test/order-desk.ts';

const ENGINE = '/ws-sio/socket.io/?EIO=4&transport=websocket';

/** An upgrade request; `key: false` leaves out the Sec-WebSocket-Key a handshake needs. */
const upgrade = (target: string, { key = true, language = 'de' } = {}) =>
  [
    `GET ${target} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Upgrade: websocket',
    'Connection: Upgrade',
    ...(key ? ['Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ=='] : []),
    'Sec-WebSocket-Version: 13',
    `Accept-Language: ${language}`,
    '',
    '',
  ].join('\r\n');

const refusedWith = (code: ErrorCode, language: 'de' | 'en') => ({
  detail: translate(language, `errors.${code}`),
  code,
});

function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['content-type']).toBe('application/json; charset=utf-8');
}

describe('refused websocket handshakes', () => {
  let t: TestContext;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    port = await listen(t.app);
  });
  afterAll(() => t?.close());

  it.each([
    ['the status socket', '/ws/store/9/status'],
    ['socket.io', ENGINE],
  ])('answers an upgrade to %s without a key with 400 { detail, code }', async (_name, target) => {
    const answer = parsed(await exchange(port, upgrade(target, { key: false })));
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer.headers);
    expect(answer.json).toEqual(refusedWith('websocket_handshake_invalid', 'de'));
    const english = parsed(
      await exchange(port, upgrade(`${target}${target.includes('?') ? '&' : '?'}lang=en`, { key: false })),
    );
    expect(english.json).toEqual(refusedWith('websocket_handshake_invalid', 'en'));
  });

  it.each([
    ['a protocol version it does not speak', '/ws-sio/socket.io/?EIO=3&transport=websocket'],
    ['a transport it does not serve', '/ws-sio/socket.io/?EIO=4&transport=polling'],
    ['an unknown session', `${ENGINE}&sid=nobody`],
  ])('answers a socket.io upgrade with %s in our shape', async (_name, target) => {
    const answer = parsed(await exchange(port, upgrade(target)));
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer.headers);
    expect(answer.json).toEqual(refusedWith('websocket_handshake_invalid', 'de'));
  });

  it('answers socket.io’s long-polling, which it does not serve, with 400 { detail, code }', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/ws-sio/socket.io/?EIO=4&transport=polling`, {
      headers: { 'accept-language': 'en' },
    });
    expect(response.status).toBe(400);
    expectSecurityHeaders(Object.fromEntries(response.headers));
    expect(await response.json()).toEqual(refusedWith('websocket_handshake_invalid', 'en'));
  });

  it('gives the 404 of an upgrade to no socket the headers of every answer', async () => {
    const answer = parsed(await exchange(port, upgrade('/ws/elsewhere')));
    expect(answer.status).toBe(404);
    expectSecurityHeaders(answer.headers);
  });

  it(`answers socket.io handshakes past ${SOCKETS_PER_ADDRESS} from one address with 429 too_many_sockets`, async () => {
    const open = await Promise.all(
      Array.from(
        { length: SOCKETS_PER_ADDRESS },
        () =>
          new Promise<WebSocket>((resolve, reject) => {
            const ws = new WebSocket(`ws://127.0.0.1:${port}${ENGINE}`);
            ws.once('message', () => resolve(ws));
            ws.once('error', reject);
          }),
      ),
    );
    const refused = new WebSocket(`ws://127.0.0.1:${port}${ENGINE}`, {
      headers: { 'accept-language': 'en' },
    });
    refused.on('error', () => undefined);
    const response = await new Promise<IncomingMessage>((resolve) =>
      refused.once('unexpected-response', (_request, response) => resolve(response)),
    );
    let body = '';
    for await (const chunk of response) body += String(chunk);
    expect(response.statusCode).toBe(429);
    expect(JSON.parse(body)).toEqual(refusedWith('too_many_sockets', 'en'));
    for (const ws of open) ws.close();
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });
});
