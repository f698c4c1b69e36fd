import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import net from 'node:net';

import ipaddr from 'ipaddr.js';

/** Loopback, private, link-local, shared, reserved, multicast…: every address that is not public unicast. */
function isPrivateAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  return ipaddr.process(address).range() !== 'unicast';
}

/** The error of a destination on a private address (not a network failure: the request was never made). */
export class PrivateDestinationError extends Error {
  constructor(host: string) {
    super(`${host} is a private or loopback address: webhooks are only sent to public addresses`);
    this.name = 'PrivateDestinationError';
  }
}

/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Throws PrivateDestinationError when the URL's host is, or resolves only or partly to, a private address.
 * A name that does not resolve (yet) passes: sending checks again, after its own lookup.
 */
export async function assertPublicDestination(url: string): Promise<void> {
  const literal = privateLiteralHost(url);
  if (literal) throw new PrivateDestinationError(literal);
  const host = hostOf(new URL(url));
  if (net.isIP(host)) return;
  let addresses: LookupAddress[];
  try {
    addresses = await dns.promises.lookup(host, { all: true });
  } catch {
    return;
  }
  if (addresses.some((a) => isPrivateAddress(a.address))) throw new PrivateDestinationError(host);
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for the sockets of a send: it resolves the name and refuses private addresses there, at connect
 * time, so that a name cannot resolve to a public address when checked and to a private one when used.
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address)))
      return callback(new PrivateDestinationError(hostname), []);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/** The URL's host when it is a private IP literal (no lookup happens for those), else null. */
export function privateLiteralHost(url: string): string | null {
  const host = hostOf(new URL(url));
  return net.isIP(host) && isPrivateAddress(host) ? host : null;
}
