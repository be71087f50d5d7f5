import { SOCKET_IO_PATH } from '@food/contract';
import { translate } from '@food/i18n/server';
import net from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { DEMO_LOGINS } from '../src/db/seed/demo.ts';
import { buildTestApp, loginDemoAdmin, type TestContext } from './helpers.ts';

/** A login whose request is sent up to its last byte, and finished when `finish` is called. */
function loginInFlight(port: number) {
  const body = new URLSearchParams({
    username: DEMO_LOGINS.customer.email,
    password: DEMO_LOGINS.customer.password,
  }).toString();
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  socket.write(
    [
      'POST /api/login HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/x-www-form-urlencoded',
      `Content-Length: ${body.length}`,
      '',
      body.slice(0, -1),
    ].join('\r\n'),
  );
  return { finish: () => socket.write(body.slice(-1)), answer: ended };
}

describe('draining (SIGTERM)', () => {
  let t: TestContext;
  let base: string;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true, env: { DRAIN_DELAY_MS: '600' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => t.database.close());

  it('reports not ready, keeps serving for the delay, tells the sockets to go, finishes what is in flight, then refuses', async () => {
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
    const desk = connect(base, {
      path: SOCKET_IO_PATH,
      transports: ['websocket'],
      auth: { token: await loginDemoAdmin(t.app) },
      reconnection: false,
    });
    await new Promise((resolve) => desk.once('connect', () => resolve(undefined)));
    const deskLeft = new Promise<string>((resolve) => desk.once('disconnect', resolve));
    const status = new WebSocket(`ws://127.0.0.1:${port}/ws/store/9/status`);
    await new Promise((resolve) => status.once('message', resolve));
    const statusClosed = new Promise<number>((resolve) => status.once('close', resolve));
    const login = loginInFlight(port);

    const started = Date.now();
    const drained = t.app.drain();
    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    // Only readiness changed: a balancer that has not looked yet still gets answers.
    expect((await fetch(`${base}/api/stores/9`)).status).toBe(200);

    // socket.io's client does not retry a disconnect by the server by itself; lib/socket.ts does.
    expect(await deskLeft).toBe('io server disconnect');
    expect(await statusClosed).toBe(1001);
    await expect(fetch(`${base}/api/health/live`)).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);

    login.finish();
    const answer = await login.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"access_token"');
    await drained;
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('closing', () => {
  it('answers a request that arrives while the server closes with 503 { detail, code } in the reader’s language', async () => {
    const t = await buildTestApp({ demo: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as net.AddressInfo).port;
    // Begun before the close, so that the connection is not an idle one that closing ends.
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    socket.write('GET /api/stores/9 HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: de\r\n');

    const closed = t.app.close();
    await vi.waitFor(() => expect(t.app.server.listening).toBe(false));
    socket.write('\r\n');
    await ended;
    await closed;
    await t.database.close();

    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(JSON.parse(body!)).toEqual({
      detail: translate('de', 'errors.shutting_down'),
      code: 'shutting_down',
    });
  });
});
