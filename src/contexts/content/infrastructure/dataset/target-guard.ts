import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP, Socket } from 'node:net';

/**
 * The addresses a dataset source may never point at (SSRF guard, docs/security.md): link-local ranges,
 * where the cloud metadata services answer (169.254.169.254 and the rest of 169.254.0.0/16, fe80::/10),
 * plus the other metadata addresses in use (AWS's IPv6 fd00:ec2::254, Alibaba's 100.100.100.200).
 * IPv4-mapped IPv6 addresses (::ffff:169.254.169.254) are caught by the IPv4 rules. Loopback and private
 * addresses stay allowed: the dataset is a staff-only setting, and the demo reads local sources.
 */
const BLOCKED = new BlockList();
BLOCKED.addSubnet('169.254.0.0', 16, 'ipv4');
BLOCKED.addSubnet('fe80::', 10, 'ipv6');
BLOCKED.addAddress('fd00:ec2::254', 'ipv6');
BLOCKED.addAddress('100.100.100.200', 'ipv4');

/** Host names of metadata services (compared without case and trailing dot). */
const BLOCKED_NAMES = new Set(['metadata.google.internal', 'metadata.goog', 'metadata']);

/** A dataset source's host that the guard refused; the probe and the reader report it as "not found". */
export class DatasetTargetRefused extends Error {
  constructor(readonly host: string) {
    super(`The dataset source ${host} is in a refused address range`);
    this.name = 'DatasetTargetRefused';
  }
}

/** The address as `net` wants it: without IPv6 brackets or zone id. */
function bare(host: string): string {
  const unbracketed = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  const zone = unbracketed.indexOf('%');
  return zone >= 0 && unbracketed.includes(':') ? unbracketed.slice(0, zone) : unbracketed;
}

/** True for an IP address in a refused range. */
export function isRefusedAddress(address: string): boolean {
  const ip = bare(address);
  const family = isIP(ip);
  if (family === 0) return false;
  return BLOCKED.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * True for a host given by a refused address or a metadata service's name. A name that merely resolves
 * to a refused address is caught when connecting, by `guardedLookup`.
 */
export function isRefusedHost(host: string): boolean {
  const name = bare(host.trim()).toLowerCase().replace(/\.$/, '');
  return BLOCKED_NAMES.has(name) || isRefusedAddress(name);
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;
type Lookup = (hostname: string, options: LookupOptions, callback: LookupCallback) => void;

/**
 * A `lookup` for `net`/`http` that fails when a name resolves to a refused address: the check is made on
 * the very addresses the socket then connects to, so DNS rebinding cannot slip past it.
 */
export function guardLookup(resolve: Lookup = dnsLookup): Lookup {
  return (hostname, options, callback) => {
    if (isRefusedHost(hostname)) {
      callback(new DatasetTargetRefused(hostname), '', 0);
      return;
    }
    resolve(hostname, options, (error, address, family) => {
      if (error) return callback(error, address, family);
      const addresses = Array.isArray(address) ? address.map((entry) => entry.address) : [address];
      if (addresses.some(isRefusedAddress)) return callback(new DatasetTargetRefused(hostname), '', 0);
      callback(null, address, family);
    });
  };
}

export const guardedLookup = guardLookup();

/**
 * A TCP socket for the `pg` client that refuses refused hosts: an address is checked as given, a name
 * through `guardedLookup`. A Unix socket path (a local server) is allowed.
 */
export function guardedSocket(): Socket {
  const socket = new Socket();
  const connect = socket.connect.bind(socket) as (...args: unknown[]) => Socket;
  socket.connect = (port: unknown, host?: unknown) => {
    if (typeof port === 'string' && host === undefined && !/^\d+$/.test(port)) return connect(port);
    const target = typeof host === 'string' && host !== '' ? host : 'localhost';
    if (isRefusedHost(target)) {
      process.nextTick(() => socket.destroy(new DatasetTargetRefused(target)));
      return socket;
    }
    return connect({ port: Number(port), host: bare(target), lookup: guardedLookup });
  };
  return socket;
}
