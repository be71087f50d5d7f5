import net from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a server (PostgreSQL), for outage tests: stop() cuts every
 * connection and refuses new ones, as a database that went away would; start() listens again on
 * the same port.
 */
export class TcpProxy {
  port = 0;
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
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
