import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { MessageId } from '@food/i18n';
import type { PrinterNetwork } from '../../config/env.ts';
import { fieldMessageError } from '../../lib/errors.ts';

/** Every address a host name resolves to; tests give the app one of their own (BuildOptions.lookupHost). */
export type HostLookup = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemLookup: HostLookup = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** The raw printing ports: 9100, and the next nine for print servers with several printers. */
const PRINTING_PORTS = { from: 9100, to: 9109 };

function blockList(networks: readonly PrinterNetwork[]) {
  const list = new BlockList();
  for (const { address, prefix, family } of networks) list.addSubnet(address, prefix, family);
  return list;
}

/** Where a restaurant's printer is by default: its private LAN (no loopback, link-local or public address). */
const restaurantLan = blockList([
  { address: '10.0.0.0', prefix: 8, family: 'ipv4' },
  { address: '172.16.0.0', prefix: 12, family: 'ipv4' },
  { address: '192.168.0.0', prefix: 16, family: 'ipv4' },
  { address: 'fc00::', prefix: 7, family: 'ipv6' },
]);

/**
 * No printer is here, whatever PRINTER_NETWORKS says: "this host" (0.0.0.0 connects to the server itself),
 * multicast, the reserved 240/4 and broadcast; BlockList matches their IPv4-mapped IPv6 spellings too.
 */
const nowhere = blockList([
  { address: '0.0.0.0', prefix: 8, family: 'ipv4' },
  { address: '::', prefix: 128, family: 'ipv6' },
  { address: '224.0.0.0', prefix: 3, family: 'ipv4' },
  { address: 'ff00::', prefix: 8, family: 'ipv6' },
]);

type Refusal = { field: 'host' | 'port'; message: MessageId };
type PrinterAddress = { address: string; host: string } | { refused: Refusal };

const OFF_NETWORK: Refusal = { field: 'host', message: 'validation.printer_host' };
const NOT_FOUND: Refusal = { field: 'host', message: 'validation.printer_host_not_found' };
const NOT_A_PRINTING_PORT: Refusal = { field: 'port', message: 'validation.printer_port' };

/** A DNS name: letters, digits and hyphens in dot-separated labels (after IDNA, so umlauts are welcome). */
const HOST_NAME =
  /^(?=.{1,253}\.?$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*\.?$/;

/**
 * The host as an IP address, in one spelling, or as a DNS name. IPv4 written as `127.1`, `2130706433`,
 * `0x7f000001` or `0177.0.0.1` is read as the address the system's resolver would connect to (the URL
 * standard's IPv4 parser reads them as inet_aton does), so no spelling passes as a name. A zone id
 * (`fe80::1%lo`), a port or a path inside the host: undefined.
 */
function canonicalHost(host: string): { ip: string; family: 'ipv4' | 'ipv6' } | { name: string } | undefined {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (bare.includes('%')) return undefined;
  if (isIP(bare) === 6) return { ip: bare.toLowerCase(), family: 'ipv6' };
  if (!/^[\p{L}\p{N}.-]+$/u.test(bare)) return undefined;
  let hostname: string;
  try {
    hostname = new URL(`http://${bare}/`).hostname;
  } catch {
    return undefined;
  }
  if (isIP(hostname) === 4) return { ip: hostname, family: 'ipv4' };
  return HOST_NAME.test(hostname) ? { name: hostname.replace(/\.$/, '') } : undefined;
}

/**
 * Decides where the server may send a network printer's bytes: by default a private LAN address on a raw
 * printing port; PRINTER_NETWORKS adds networks where any port is allowed. A name is resolved each time
 * and every address it resolves to must pass, so a name that later resolves elsewhere (DNS rebinding) is
 * refused then too; the connection goes to the checked address, never to the name.
 */
export function printerAddresses(networks: readonly PrinterNetwork[], lookupHost: HostLookup = systemLookup) {
  const operatorNetworks = blockList(networks);
  const checkAddress = (ip: string, family: 'ipv4' | 'ipv6', port: number): Refusal | undefined => {
    if (nowhere.check(ip, family)) return OFF_NETWORK;
    if (operatorNetworks.check(ip, family)) return undefined;
    if (!restaurantLan.check(ip, family)) return OFF_NETWORK;
    return port >= PRINTING_PORTS.from && port <= PRINTING_PORTS.to ? undefined : NOT_A_PRINTING_PORT;
  };

  return {
    /** Where to connect for the printer at host:port, and the host as it is kept; or why not. */
    async check(host: string, port: number): Promise<PrinterAddress> {
      const canonical = canonicalHost(host);
      if (!canonical) return { refused: OFF_NETWORK };
      if ('ip' in canonical) {
        const refused = checkAddress(canonical.ip, canonical.family, port);
        return refused ? { refused } : { address: canonical.ip, host: canonical.ip };
      }
      const found = await lookupHost(canonical.name).catch(() => []);
      if (found.length === 0) return { refused: NOT_FOUND };
      for (const { address, family } of found) {
        const version = isIP(address);
        const refused =
          version === 0 || version !== family || address.includes('%')
            ? OFF_NETWORK
            : checkAddress(address, version === 6 ? 'ipv6' : 'ipv4', port);
        if (refused) return { refused };
      }
      return { address: found[0]!.address, host: canonical.name };
    },
  };
}
export type PrinterAddresses = ReturnType<typeof printerAddresses>;

export const printerAddressError = ({ field, message }: Refusal) => fieldMessageError(field, message);
