import { eq } from 'drizzle-orm';
import { isIP } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printers, printJobs } from '../../db/schema/index.ts';
import { bearer, buildTestApp, loginDemoAdmin, type TestContext } from '../../../test/helpers.ts';
import { startFakeEscposPrinter } from '../../../test/fake-escpos-printer.ts';
import type { HostLookup } from './printer-host.ts';

const OFF_NETWORK =
  'Enter the printer’s address on the restaurant’s own network: a private address such as 192.168.1.50, or a name that leads to one';

async function until<T>(check: () => Promise<T | undefined> | T | undefined, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Issue 1/9: a network printer's address cannot lead the server to its own services or the internet. */
describe('network printer addresses', () => {
  let t: TestContext;
  let admin: string;
  /** What the test's resolver answers for each name; any other name is not found. */
  const names = new Map<string, string[]>([
    ['kitchen.lan', ['192.168.1.60']],
    ['own.example', ['127.0.0.1']],
    ['split.example', ['192.168.1.20', '127.0.0.1']],
    ['metadata.example', ['169.254.169.254']],
  ]);
  const lookups: string[] = [];
  const lookupHost: HostLookup = async (name) => {
    lookups.push(name);
    return (names.get(name) ?? []).map((address) => ({ address, family: isIP(address) }));
  };

  const save = (host: string, port?: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/printers',
      headers: bearer(admin),
      payload: { name: 'Kitchen', kind: 'escpos_tcp', host, port, language: 'en' },
    });
  const printerCount = async () => (await t.database.db.select().from(printers)).length;

  beforeAll(async () => {
    // One loopback address is the operator's print proxy; the rest of 127/8 stays the server's own.
    t = await buildTestApp({ demo: true, env: { PRINTER_NETWORKS: '127.0.0.2/32' }, lookupHost });
    admin = await loginDemoAdmin(t.app);
  });
  afterAll(() => t.close());

  it('refuses loopback, link-local, unspecified, multicast and public addresses in every spelling', async () => {
    const before = await printerCount();
    const refused: [string, number][] = [
      ['127.0.0.1', 9100],
      ['localhost', 5432],
      ['::1', 6379],
      ['[::1]', 9100],
      ['169.254.169.254', 80],
      ['127.1', 9100],
      ['2130706433', 9100],
      ['0x7f000001', 9100],
      ['0177.0.0.1', 9100],
      ['127.0.0.1.', 9100],
      ['127.0.0.1:9100', 9100],
      ['::ffff:127.0.0.1', 9100],
      ['::ffff:7f00:1', 9100],
      ['::127.0.0.1', 9100],
      ['fe80::1%lo', 9100],
      ['fe80::1', 9100],
      ['0.0.0.0', 9100],
      ['0', 9100],
      ['::', 9100],
      ['::ffff:0.0.0.0', 9100],
      ['224.0.0.1', 9100],
      ['255.255.255.255', 9100],
      ['ff02::1', 9100],
      ['8.8.8.8', 9100],
      ['2001:4860:4860::8888', 9100],
      ['64:ff9b::7f00:1', 9100],
      ['own.example', 9100],
      ['split.example', 9100],
      ['metadata.example', 9100],
      ['http://192.168.1.5', 9100],
      ['', 9100],
    ];
    for (const [host, port] of refused) {
      const response = await save(host, port);
      expect(response.statusCode, host).toBe(422);
      expect(response.json().fields, host).toHaveProperty('host');
    }
    const sentence = (await save('127.1', 9100)).json();
    expect(sentence).toMatchObject({ code: 'validation_failed', detail: `host: ${OFF_NETWORK}` });
    expect(await printerCount()).toBe(before);
    // A name is refused when any address it resolves to is: resolved when saved.
    expect(lookups).toEqual(expect.arrayContaining(['own.example', 'split.example', 'localhost']));
  });

  it('says so, in German too, for a name that resolves to nothing and for a port that is not a printing port', async () => {
    const unknown = await save('nowhere.lan', 9100);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail).toBe(
      'host: No address was found for this name. Enter the printer’s IP address, such as 192.168.1.50',
    );
    for (const port of [22, 6379, 9099, 9110]) {
      const response = await save('192.168.1.50', port);
      expect(response.statusCode, String(port)).toBe(422);
      expect(response.json()).toMatchObject({
        fields: { port: expect.anything() },
        detail: 'port: A network printer listens on a port from 9100 to 9109',
      });
    }
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/printers',
      headers: { ...bearer(admin), 'accept-language': 'de' },
      payload: { name: 'Küche', kind: 'escpos_tcp', host: '127.0.0.1', language: 'de' },
    });
    expect(german.json().detail).toMatch(
      /^host: Gib die Adresse des Druckers im eigenen Netz des Restaurants ein/,
    );
  });

  it('takes a private LAN address on a printing port, kept in one spelling', async () => {
    const taken: [string, number, string][] = [
      ['192.168.1.50', 9100, '192.168.1.50'],
      ['10.1', 9109, '10.0.0.1'],
      ['172.16.0.9', 9101, '172.16.0.9'],
      ['fd12:3456::7', 9100, 'fd12:3456::7'],
      ['KITCHEN.lan', 9100, 'kitchen.lan'],
    ];
    for (const [host, port, kept] of taken) {
      const response = await save(host, port);
      expect(response.statusCode, host).toBe(201);
      expect(response.json(), host).toMatchObject({ host: kept, port });
    }
  });

  it('takes a PRINTER_NETWORKS range on any port, and nothing beside it', async () => {
    for (const host of ['127.0.0.2', '0x7f000002', '::ffff:127.0.0.2']) {
      const response = await save(host, 5432);
      expect(response.statusCode, host).toBe(201);
      expect(response.json().host, host).toMatch(/^(127\.0\.0\.2|::ffff:127\.0\.0\.2)$/);
    }
    for (const host of ['127.0.0.1', '127.0.0.3', '127.0.0.0']) {
      expect((await save(host, 5432)).statusCode, host).toBe(422);
    }
  });

  it('resolves the name again at each connection: once it leads to the server itself, nothing is sent', async () => {
    const printer = await startFakeEscposPrinter({ host: '127.0.0.2' });
    // A line-based service of the server's own, on the same port of 127.0.0.1.
    const ownService = await startFakeEscposPrinter({ host: '127.0.0.1', port: printer.port });
    try {
      names.set('rebind.example', ['127.0.0.2']);
      const created = await save('rebind.example', printer.port);
      expect(created.statusCode).toBe(201);
      const { id } = created.json();
      const testPrint = async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/printers/${id}/test`,
          headers: bearer(admin),
        });
        return response.json<{ id: number }>().id;
      };
      const jobRow = async (jobId: number) =>
        (await t.database.db.select().from(printJobs).where(eq(printJobs.id, jobId)))[0];

      const first = await testPrint();
      await until(async () => (await jobRow(first))?.status === 'printed');
      expect(printer.jobs).toHaveLength(1);

      names.set('rebind.example', ['127.0.0.1']);
      const lookedUp = lookups.filter((name) => name === 'rebind.example').length;
      const second = await testPrint();
      const failed = await until(async () => {
        const row = await jobRow(second);
        return row && row.attempts >= 1 && row.status === 'queued' ? row : undefined;
      });
      expect(failed.lastError).toBe('printer address not allowed (PRINTER_NETWORKS)');
      expect(lookups.filter((name) => name === 'rebind.example').length).toBeGreaterThan(lookedUp);
      expect(ownService.jobs).toHaveLength(0);
      expect(printer.jobs).toHaveLength(1);
      const list = await t.app.inject({ method: 'GET', url: '/api/printers', headers: bearer(admin) });
      expect(list.json().find((p: { id: number }) => p.id === id)).toMatchObject({ online: false });
      await t.app.inject({ method: 'DELETE', url: `/api/printers/${id}`, headers: bearer(admin) });
    } finally {
      await printer.close();
      await ownService.close();
    }
  });
});
