import { STORE_NOT_FOUND_CLOSE_CODE, type StoreStatusMessage } from '@food/contract';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { IncomingMessage } from 'node:http';
import { pino } from 'pino';
import { io as connectSocketIo } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp, type App } from '../app.ts';
import { bearer, buildTestApp, loginDemoAdmin, type TestContext } from '../../test/helpers.ts';

async function listen(app: App): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

/** A status socket with its messages queued, so none is lost between awaits. */
function follow(port: number, storeId: number | string) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/store/${storeId}/status`);
  const messages: StoreStatusMessage[] = [];
  const waiting: ((message: StoreStatusMessage) => void)[] = [];
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as StoreStatusMessage;
    const resolve = waiting.shift();
    if (resolve) resolve(message);
    else messages.push(message);
  });
  return {
    ws,
    next: () =>
      new Promise<StoreStatusMessage>((resolve) => {
        const queued = messages.shift();
        if (queued) resolve(queued);
        else waiting.push(resolve);
      }),
    closed: () =>
      new Promise<{ code: number; reason: string }>((resolve) =>
        ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
      ),
  };
}

const allWeek = (name: string) => ({
  name,
  opening_time: '00:00',
  closing_time: '23:59',
  days: [0, 1, 2, 3, 4, 5, 6],
});

describe('the store-status WebSocket at /ws/store/{id}/status', () => {
  let t: TestContext;
  let port: number;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    port = await listen(t.app);
    admin = await loginDemoAdmin(t.app);
  });
  afterAll(() => t.close());

  it("sends the open state and today's hours as the first message", async () => {
    const socket = follow(port, 9);
    const first = await socket.next();
    expect(typeof first.is_open).toBe('boolean');
    expect(Array.isArray(first.today_hours)).toBe(true);
    socket.ws.close();
  });

  it('closes the socket with a clear reason for a store that does not exist', async () => {
    const socket = follow(port, 4040);
    expect(await socket.closed()).toEqual({
      code: STORE_NOT_FOUND_CLOSE_CODE,
      reason: 'Store 4040 does not exist',
    });
  });

  it('answers 404 to a WebSocket on any other path, and socket.io keeps working beside it', async () => {
    const stray = new WebSocket(`ws://127.0.0.1:${port}/ws/elsewhere`, {
      headers: { 'accept-language': 'de' },
    });
    const response = await new Promise<IncomingMessage>((resolve) =>
      stray.on('unexpected-response', (_request, response) => resolve(response)),
    );
    expect(response.statusCode).toBe(404);
    let body = '';
    for await (const chunk of response) body += String(chunk);
    expect(JSON.parse(body)).toMatchObject({
      code: 'route_not_found',
      detail: 'Keine Seite oder Datei GET /ws/elsewhere',
    });
    const socket = connectSocketIo(`http://127.0.0.1:${port}`, {
      path: '/ws-sio/socket.io',
      transports: ['websocket'],
      auth: { token: admin },
      reconnection: false,
    });
    await new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(undefined));
      socket.once('connect_error', reject);
    });
    socket.close();
  });

  it.each(['//', '//a b', 'http://['])(
    'answers 404 to an upgrade for the target %s and stays up',
    async (target) => {
      const raw = net.connect(port, '127.0.0.1');
      raw.setTimeout(3_000, () => raw.destroy());
      raw.write(
        `GET ${target} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
      );
      const answer = await new Promise<string>((resolve) => {
        let text = '';
        raw.on('data', (chunk) => (text += String(chunk)));
        raw.on('close', () => resolve(text));
      });
      expect(answer.split('\r\n')[0]).toMatch(/^HTTP\/1\.1 40[04] /);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    },
  );

  it('pushes the new state when the administrator changes the hours', async () => {
    const socket = follow(port, 9);
    await socket.next();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/store-hours/store/9',
      headers: bearer(admin),
      payload: allWeek('All day'),
    });
    expect(response.statusCode).toBe(201);
    const pushed = await socket.next();
    expect(pushed.today_hours).toContainEqual({ open_time: '00:00', close_time: '23:59' });
    socket.ws.close();
  });
});

describe.skipIf(!process.env.REDIS_URL || process.env.TEST_DB !== 'postgres')(
  'the store-status WebSocket with two server processes sharing Redis',
  () => {
    let t: TestContext;
    let second: App;

    beforeAll(async () => {
      const namespace = `status-${randomBytes(4).toString('hex')}`;
      t = await buildTestApp({ demo: true, redisNamespace: namespace });
      second = await buildApp(t.config, t.database, pino({ level: 'silent' }), { redisNamespace: namespace });
      await second.ready();
    });
    afterAll(async () => {
      await second?.close();
      await t.close();
    });

    it('reaches a socket on one process when the hours change on the other', async () => {
      const port = await listen(second);
      const socket = follow(port, 9);
      await socket.next();
      const admin = await loginDemoAdmin(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/store-hours/store/9',
        headers: bearer(admin),
        payload: allWeek('Around the clock'),
      });
      expect(response.statusCode).toBe(201);
      expect((await socket.next()).today_hours).toContainEqual({ open_time: '00:00', close_time: '23:59' });
      socket.ws.close();
    });
  },
);
