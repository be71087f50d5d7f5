import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir, usesPostgres } from '../../test/helpers.ts';
import { runScript } from '../../test/server-process.ts';

// Each call starts a process that opens the embedded database: slow on a busy machine.
describe.skipIf(usesPostgres)('npm run cli', { timeout: 90_000 }, () => {
  let env: Record<string, string>;
  beforeAll(async () => {
    env = { DATA_DIR: await tempDir() };
  });

  async function cli(...args: string[]) {
    const run = runScript('src/cli/index.ts', args, env);
    const code = await run.exited;
    return { code, stdout: run.stdout(), stderr: run.stderr() };
  }

  it('explains itself with --help', async () => {
    const { code, stdout } = await cli('--help');
    expect(code).toBe(0);
    for (const command of [
      'store:create',
      'admin:create',
      'seed:demo',
      'migrate',
      'db:backup',
      'db:restore',
      'db:copy',
    ])
      expect(stdout).toContain(command);
  });

  it('onboards a restaurant: store:create prints the id, admin:create adds its administrator', async () => {
    const created = await cli(
      'store:create',
      '--name',
      'Test',
      '--address',
      'Hauptstraße 1, 10115 Berlin',
      '--country',
      'Germany',
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const storeId = created.stdout.trim();
    expect(storeId).toMatch(/^\d+$/);

    const admin = await cli(
      'admin:create',
      '--store',
      storeId,
      '--email',
      'owner@test.example',
      '--password',
      'secret-pass',
    );
    expect(admin.code).toBe(0);
    expect(admin.stdout).toContain(`created for store ${storeId}`);

    const again = await cli(
      'admin:create',
      '--store',
      storeId,
      '--email',
      'OWNER@test.example',
      '--password',
      'secret-pass',
    );
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe('A user with the e-mail OWNER@test.example already exists');
  });

  it('refuses bad arguments with a clear message and a non-zero status', async () => {
    const badCurrency = await cli(
      'store:create',
      '--name',
      'X',
      '--address',
      'Y',
      '--country',
      'Z',
      '--currency',
      'euro',
    );
    expect(badCurrency.code).toBe(1);
    expect(badCurrency.stderr.trim()).toBe('--currency Use an ISO 4217 code such as EUR or GBP');

    const missing = await cli('store:create', '--address', 'Y');
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain("required option '--name <name>' not specified");

    const noStore = await cli(
      'admin:create',
      '--store',
      '999',
      '--email',
      'a@b.example',
      '--password',
      'long-enough',
    );
    expect(noStore.code).toBe(1);
    expect(noStore.stderr.trim()).toBe('Store 999 does not exist');

    const shortPassword = await cli(
      'admin:create',
      '--store',
      '1',
      '--email',
      'a@b.example',
      '--password',
      'short',
    );
    expect(shortPassword.code).toBe(1);
    expect(shortPassword.stderr.trim()).toBe('--password must have at least 8 characters');

    const unknown = await cli('store:delete');
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain("unknown command 'store:delete'");
  });

  it('seeds the demo once and migrates idempotently', async () => {
    const first = await cli('seed:demo');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Demo store 9 created');
    const second = await cli('seed:demo');
    expect(second.stdout).toContain('Store 9 already exists; nothing changed.');
    const migrate = await cli('migrate');
    expect(migrate.code).toBe(0);
    expect(migrate.stdout).toContain('up to date');
  });
});
