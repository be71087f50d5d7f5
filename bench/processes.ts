import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * A TypeScript file of the repository in a process of its own (through tsx, as `npm start` runs the
 * server). Its standard output goes to `stdoutFile` when given: a busy server's log must not cost the
 * bench process a CPU reading it. Standard error is kept for the message of a failed start.
 */
export function spawnScript(
  script: string,
  args: string[],
  options: { env?: Record<string, string>; stdoutFile?: string } = {},
) {
  const stdout = options.stdoutFile ? fs.openSync(options.stdoutFile, 'w') : 'pipe';
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(repoRoot, script), ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...options.env },
    stdio: ['ignore', stdout, 'pipe'],
  });
  if (typeof stdout === 'number') fs.closeSync(stdout);
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

/** Resolves once `url` answers 200; fails at once if the process dies first. */
export async function waitForOk(url: string, running: { child: ChildProcess; stderr: () => string }) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null) {
      throw new Error(`process exited with ${running.child.exitCode}: ${running.stderr()}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer: ${running.stderr()}`);
}

/** The resident memory of a process, in MB (Linux). */
export function rssMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return Math.round(kb / 1024);
}
