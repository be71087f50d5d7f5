import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { fieldMessageError } from '../../lib/errors.ts';

/**
 * The ranges a restaurant's own printer can be in: private, link-local, loopback. Anything else would
 * let an administrator make the server send bytes to any machine on the internet.
 */
const restaurantNetwork = new BlockList();
restaurantNetwork.addSubnet('10.0.0.0', 8, 'ipv4');
restaurantNetwork.addSubnet('172.16.0.0', 12, 'ipv4');
restaurantNetwork.addSubnet('192.168.0.0', 16, 'ipv4');
restaurantNetwork.addSubnet('169.254.0.0', 16, 'ipv4');
restaurantNetwork.addSubnet('127.0.0.0', 8, 'ipv4');
restaurantNetwork.addAddress('::1', 'ipv6');
restaurantNetwork.addSubnet('fc00::', 7, 'ipv6');
restaurantNetwork.addSubnet('fe80::', 10, 'ipv6');

const onRestaurantNetwork = (address: string, family: number) =>
  restaurantNetwork.check(address, family === 6 ? 'ipv6' : 'ipv4');

export const printerHostError = () => fieldMessageError('host', 'validation.printer_host');

/**
 * The address to connect to: the host itself when it is an IP address, else what its name resolves to,
 * provided every address it resolves to is on the restaurant's network. Asked again at each connection,
 * so a name that later resolves elsewhere (DNS rebinding) is refused then too. Undefined: refused.
 */
export async function resolvePrinterHost(host: string): Promise<string | undefined> {
  const family = isIP(host);
  if (family) return onRestaurantNetwork(host, family) ? host : undefined;
  const addresses = await lookup(host, { all: true }).catch(() => []);
  if (addresses.length === 0) return undefined;
  if (!addresses.every((a) => onRestaurantNetwork(a.address, a.family))) return undefined;
  return addresses[0]!.address;
}
