import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../test/helpers.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

describe('the data folder lock', () => {
  it('refuses a second holder while a live process holds it', async () => {
    const dir = await tempDir();
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    await fs.writeFile(path.join(dir, 'server.pid'), String(sleeper.pid));
    try {
      await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(lockDataDir(dir)).rejects.toThrow(/in use by another running server/);
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    const dir = await tempDir();
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.on('exit', resolve));
    await fs.writeFile(path.join(dir, 'server.pid'), String(dead.pid));
    const release = await lockDataDir(dir);
    expect(await fs.readFile(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    await release();
    await expect(fs.stat(path.join(dir, 'server.pid'))).rejects.toThrow();
  });
});
