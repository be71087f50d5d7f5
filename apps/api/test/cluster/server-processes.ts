import { setTimeout as sleep } from 'node:timers/promises';
import { runNode, type RunningProcess } from '../server-process.ts';

/** One server process of the production build (apps/api/dist), which can be killed, stopped and started again. */
export class ServerProcess {
  private running: RunningProcess | null = null;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get origin() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The process id while it runs. */
  get pid() {
    const child = this.running?.child;
    return child && child.exitCode === null && child.signalCode === null ? child.pid : undefined;
  }

  /** Starts it and resolves once /api/health/ready answers 200. */
  async start(): Promise<void> {
    const server = runNode(['--enable-source-maps', 'dist/server.js'], {
      ...this.env,
      PORT: String(this.port),
    });
    this.running = server;
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (server.child.exitCode !== null || server.child.signalCode !== null) {
        throw new Error(`${this.name} exited while starting: ${server.stderr()}${server.stdout()}`);
      }
      try {
        if ((await fetch(`${this.origin}/api/health/ready`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`${this.name} did not become ready: ${server.stderr()}`);
      await sleep(100);
    }
  }

  /** kill -9: no drain, no goodbye. */
  async kill(): Promise<void> {
    const server = this.running;
    if (!server || server.child.exitCode !== null) return;
    server.child.kill('SIGKILL');
    await server.exited;
  }

  /** SIGTERM, as a supervisor stops it; answers its exit code once it has exited. */
  async stop(): Promise<number | null> {
    const server = this.running;
    if (!server) return null;
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
    return server.exited;
  }
}
