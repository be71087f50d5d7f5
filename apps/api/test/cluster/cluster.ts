import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from '../helpers.ts';
import { freePort } from '../server-process.ts';
import { createClusterDatabase } from './database.ts';
import { startNginx, type Nginx } from './nginx.ts';
import { seedCluster } from './seed.ts';
import { ServerProcess } from './server-processes.ts';

export interface ClusterOptions {
  databaseUrl: string;
  redisUrl: string;
  customers: number;
}

/**
 * Three processes of the production build on one fresh PostgreSQL database and one Redis (under a key
 * prefix of this run's own), each with an upload folder of its own, behind nginx on a free port.
 * `stop` ends every process and nginx and drops the database; it is also safe after a failed start.
 */
export async function startCluster({ databaseUrl, redisUrl, customers }: ClusterOptions) {
  const dir = await tempDir('food-cluster-');
  const nginxDir = await tempDir('food-cluster-nginx-');
  const database = await createClusterDatabase(databaseUrl);
  const servers: ServerProcess[] = [];
  let nginx: Nginx | undefined;
  // If the test process dies without its cleanup, its children must not outlive it.
  const orphanGuard = () => {
    const signal = (pid: number | undefined, name: NodeJS.Signals) => {
      try {
        if (pid) process.kill(pid, name);
      } catch {
        // gone already
      }
    };
    for (const server of servers) signal(server.pid, 'SIGKILL');
    // nginx's master takes its workers down with it.
    signal(nginx?.pid, 'SIGTERM');
  };
  process.once('exit', orphanGuard);

  async function stop() {
    process.removeListener('exit', orphanGuard);
    await Promise.all(servers.map((server) => server.kill()));
    await nginx?.stop();
    await database.drop();
    await Promise.all([dir, nginxDir].map((folder) => rm(folder, { recursive: true, force: true })));
  }

  try {
    const data = await seedCluster(database.url, path.join(dir, 'cli'), customers);
    const prefix = `cluster-${randomBytes(4).toString('hex')}`;
    for (const name of ['A', 'B', 'C']) {
      const dataDir = path.join(dir, `server-${name}`);
      await mkdir(dataDir);
      servers.push(
        new ServerProcess(name, await freePort(), {
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          DATABASE_URL: database.url,
          REDIS_URL: redisUrl,
          REDIS_PREFIX: prefix,
          DATA_DIR: dataDir,
          WEB_DIST_DIR: path.join(dir, 'no-web-build'),
          TRUST_PROXY: 'true',
          // Every customer here orders from 127.0.0.1, hundreds of orders in a few minutes.
          ORDERS_PER_ADDRESS: 'off',
          // The kitchen printer of checks/tickets-once.ts listens on 127.0.0.1.
          PRINTER_NETWORKS: '127.0.0.0/8',
        }),
      );
    }
    await Promise.all(servers.map((server) => server.start()));
    const upstreams = servers.map((server) => ({ port: server.port, down: false }));
    nginx = await startNginx(nginxDir, await freePort(), upstreams);
    const balancer = nginx;
    return {
      servers: servers as [ServerProcess, ServerProcess, ServerProcess],
      origin: balancer.origin,
      database,
      data,
      /** Takes the process out of nginx's rotation (`down`) or back in, as a deploy does around a restart. */
      async rotate(server: ServerProcess, down: boolean) {
        upstreams[servers.indexOf(server)]!.down = down;
        await balancer.reload(upstreams);
      },
      stop,
    };
  } catch (err) {
    await stop().catch(() => undefined);
    throw err;
  }
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;
