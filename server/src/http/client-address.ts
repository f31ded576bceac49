import type { IncomingMessage } from 'node:http';
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
