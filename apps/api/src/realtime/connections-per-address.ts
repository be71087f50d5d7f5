import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';

/**
 * How many websockets one client address may hold open on one endpoint of one process. A household or
 * an office shares an address, and a phone carrier's NAT shares one among many customers: the cap stops a
 * script that opens hundreds, not a family with a few tabs.
 */
export const SOCKETS_PER_ADDRESS = 50;

/** Counts open websockets per client address; behind a trusted proxy the address is the forwarded one. */
export class ConnectionsPerAddress {
  private readonly open = new Map<string, number>();

  constructor(
    private readonly trustProxy: boolean,
    private readonly limit = SOCKETS_PER_ADDRESS,
  ) {}

  addressOf(request: IncomingMessage): string {
    return this.trustProxy ? proxyAddr(request, () => true) : (request.socket.remoteAddress ?? 'unknown');
  }

  isFull(address: string): boolean {
    return (this.open.get(address) ?? 0) >= this.limit;
  }

  add(address: string) {
    this.open.set(address, (this.open.get(address) ?? 0) + 1);
  }

  /** Counts the connection in; false (and not counted) when its address already holds the limit. */
  tryAdd(address: string): boolean {
    if (this.isFull(address)) return false;
    this.add(address);
    return true;
  }

  remove(address: string) {
    const count = (this.open.get(address) ?? 1) - 1;
    if (count <= 0) this.open.delete(address);
    else this.open.set(address, count);
  }
}
