import net from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a server (PostgreSQL), for outage tests: stop() cuts every
 * connection and refuses new ones, as a database that went away would; start() listens again on
 * the same port. cutWhenSent() breaks single connections at a chosen moment.
 */
export class TcpProxy {
  port = 0;
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private cut = { marker: Buffer.alloc(0), times: 0 };

  constructor(private readonly target: { host: string; port: number }) {}

  /** The next `times` connections that send `marker` are cut, before it reaches the server. */
  cutWhenSent(marker: string, times: number): void {
    this.cut = { marker: Buffer.from(marker), times };
  }

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      const close = () => {
        client.resetAndDestroy();
        upstream.resetAndDestroy();
      };
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', close);
      }
      client.on('data', (chunk: Buffer) => {
        if (this.cut.times > 0 && chunk.includes(this.cut.marker)) {
          this.cut.times--;
          close();
        } else upstream.write(chunk);
      });
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.resetAndDestroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
