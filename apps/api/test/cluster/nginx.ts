import { spawn } from 'node:child_process';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Upstream {
  port: number;
  /** Out of the rotation: nginx sends it nothing (a process being restarted). */
  down: boolean;
}

/**
 * nginx in front of the server processes, with every path (pid, logs, temporary files) in `dir`, so it
 * needs no system config and no root. Round robin; the websockets of socket.io (/ws-sio/) and the store
 * status (/ws/) are upgraded. A request that could not reach a process (connection refused or reset
 * before it was sent, a 502/503 of a process shutting down) goes to the next one; one already sent is
 * passed on only when its method is idempotent (nginx's default), so a POST is never run twice by nginx.
 */
function nginxConfig(dir: string, port: number, upstreams: Upstream[]): string {
  const servers = upstreams
    .map((u) => `    server 127.0.0.1:${u.port} max_fails=1 fail_timeout=5s${u.down ? ' down' : ''};`)
    .join('\n');
  const proxied = `
      proxy_pass http://food;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;`;
  const websocket = `${proxied}
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;`;
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
# Old workers of a reload hold websockets; they must not outlive the test.
worker_shutdown_timeout 10s;
events { worker_connections 2048; }
http {
  access_log ${dir}/access.log;
  # A reload closes the idle keep-alive connections of the old worker, and a request sent on one at that
  # moment fails in a client that does not send it again (browsers do; the test's fetch does not).
  keepalive_timeout 0;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 6m;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream food {
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    location / {${proxied}
    }
    location /ws-sio/ {${websocket}
    }
    location /ws/ {${websocket}
    }
  }
}
`;
}

const nginxBinary = process.env.NGINX ?? '/usr/sbin/nginx';

/** The worker processes nginx's master runs now (Linux). */
async function workersOf(masterPid: number): Promise<string[]> {
  return (await readFile(`/proc/${masterPid}/task/${masterPid}/children`, 'utf8')).trim().split(/\s+/);
}

/** Runs nginx in the foreground as a child of this process; `reload` rewrites its config and reloads it. */
export async function startNginx(dir: string, port: number, upstreams: Upstream[]) {
  // The workers run as nobody when the test runs as root: they must reach the temporary folders.
  await chmod(dir, 0o755);
  const configFile = path.join(dir, 'nginx.conf');
  const write = (list: Upstream[]) => writeFile(configFile, nginxConfig(dir, port, list));
  await write(upstreams);
  const args = ['-p', `${dir}/`, '-c', configFile, '-e', path.join(dir, 'error.log')];
  const test = spawn(nginxBinary, [...args, '-t'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let testOutput = '';
  test.stderr.on('data', (chunk) => (testOutput += chunk));
  const testCode = await new Promise<number | null>((resolve) => test.on('exit', resolve));
  if (testCode !== 0) throw new Error(`nginx rejects its config: ${testOutput}`);

  const child = spawn(nginxBinary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      await fetch(`${origin}/api/health/live`);
      break;
    } catch (err) {
      if (Date.now() > deadline)
        throw new Error(`nginx did not listen on ${port}: ${stderr}`, { cause: err });
      await sleep(100);
    }
  }
  return {
    origin,
    pid: child.pid!,
    /** New upstreams: resolves once every request is sent by the new list (nginx's old worker has left). */
    async reload(list: Upstream[]) {
      await write(list);
      const before = await workersOf(child.pid!);
      child.kill('SIGHUP');
      // The master starts a worker with the new config, then lets the old ones finish what they serve:
      // once they are gone, nothing goes by the old list any more.
      while ((await workersOf(child.pid!)).some((pid) => before.includes(pid))) await sleep(20);
    },
    async stop() {
      if (child.exitCode !== null) return;
      // SIGQUIT: graceful; SIGKILL after a while, so the test never leaves nginx behind.
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export type Nginx = Awaited<ReturnType<typeof startNginx>>;
