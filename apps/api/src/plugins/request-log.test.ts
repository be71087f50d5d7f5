import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { RequestLog } from './request-log.ts';

async function loggedApp({ quiet = false, level = 'info' } = {}) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    }),
  );
  const app = Fastify({ loggerInstance: logger, logController: new RequestLog(undefined, quiet) });
  app.get('/api/broken', async () => {
    throw new Error('broken');
  });
  app.get('/api/verify', async () => ({ ok: true }));
  app.get('/api/missing', async (_request, reply) => reply.code(404).send({ detail: 'No such thing' }));
  await app.ready();
  return { app, lines };
}

describe('the request log', () => {
  it('writes one line per request with its method, URL, status and milliseconds', async () => {
    const { app, lines } = await loggedApp();
    await app.inject({ method: 'GET', url: '/api/verify' });
    await app.inject({ method: 'GET', url: '/api/missing' });
    await app.close();

    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(lines.filter((line) => line.msg !== 'request')).toEqual([]);
    expect(requests[0]).toMatchObject({ level: 30, method: 'GET', url: '/api/verify', status: 200 });
    expect(requests[1]).toMatchObject({ method: 'GET', url: '/api/missing', status: 404 });
    expect(typeof requests[0]!.ms).toBe('number');
    expect(requests[0]!.reqId).toBeDefined();
  });

  it('never logs a token from the query', async () => {
    const { app, lines } = await loggedApp();
    await app.inject({ method: 'GET', url: '/api/verify?token=secret-1&next=%2F&reset_token=secret-2' });
    await app.close();

    expect(lines[0]!.url).toBe('/api/verify?token=[redacted]&next=%2F&reset_token=[redacted]');
    expect(JSON.stringify(lines)).not.toContain('secret-');
  });

  it("keeps the demo's log quiet: request lines only at debug level, errors as ever", async () => {
    const { app, lines } = await loggedApp({ quiet: true });
    await app.inject({ method: 'GET', url: '/api/verify' });
    await app.inject({ method: 'GET', url: '/api/broken' });
    await app.close();
    expect(lines.filter((line) => line.msg === 'request')).toEqual([]);
    expect(lines.filter((line) => (line.level as number) >= 50)).toHaveLength(1);

    const debug = await loggedApp({ quiet: true, level: 'debug' });
    await debug.app.inject({ method: 'GET', url: '/api/verify' });
    await debug.app.close();
    expect(debug.lines.find((line) => line.msg === 'request')).toMatchObject({ level: 20, status: 200 });
  });
});
