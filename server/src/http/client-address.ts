import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

// Who is asking: the one notion of a client's address, for HTTP (Fastify's `request.ip`) and for sockets alike.
// `X-Forwarded-For` is believed only hop by hop from proxies the deployment names (TRUST_PROXY); anyone else
// could write any address there, and every limit keyed on it would be theirs to escape.

/** Whether the hop at `address` (0 = the connection's own peer) is a proxy we trust to tell the next one. */
export type TrustProxy = (address: string, hop: number) => boolean;

const trustNobody: TrustProxy = () => false;

/** Trust for a list of addresses, CIDR ranges or proxy-addr's names (`loopback`, `uniquelocal`); none: nobody. */
export function trustedProxies(list: readonly string[] = []): TrustProxy {
  return list.length === 0 ? trustNobody : proxyAddr.compile([...list]);
}

/** The first entry of TRUST_PROXY that is neither an address, a CIDR range nor a known name, if any. */
export function badProxyEntry(list: readonly string[]): string | undefined {
  return list.find((entry) => {
    try {
      proxyAddr.compile(entry);
      return false;
    } catch {
      return true;
    }
  });
}

/** The client's address: the connection's peer, or what trusted proxies in front of it say they were sent by. */
export function clientAddressOf(request: IncomingMessage, trust: TrustProxy = trustNobody): string {
  return proxyAddr(request, trust);
}

/**
 * Whom a per-address limit counts: an IPv4 address itself, an IPv6 address by its /64. One home or phone gets a whole
 * /64 (2^64 addresses), so a limit keyed on the full IPv6 address is no limit at all. An IPv4 address written as
 * IPv6 (`::ffff:10.0.0.1`) counts as that IPv4 address.
 */
export function limitKeyOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('%')[0]?.split('::') ?? [];
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
