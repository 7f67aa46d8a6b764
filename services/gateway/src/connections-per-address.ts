import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { SocketAckError } from '@wishwall/contracts/socket-events';
import type { GatewayServer } from './gateway-socket.ts';

/**
 * The client address of a connection, as the API reads it: the peer's, or — behind a proxy
 * (`TRUST_PROXY`) — the first address of `X-Forwarded-For` (Fastify's `trustProxy: true`,
 * through the same library).
 */
export function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  return proxyAddr(request, () => trustProxy);
}

/**
 * Caps the live connections each client address holds at this gateway: one address cannot
 * open thousands of sockets (docs/decisions/0048-gateway-under-a-crowd.md). A refused
 * handshake gets a `connect_error` whose `data` says `rate_limited`.
 */
export function capConnectionsPerAddress(
  io: GatewayServer,
  { max, trustProxy }: { max: number; trustProxy: boolean },
): { held: (address: string) => number } {
  const held = new Map<string, number>();
  io.use((socket, next) => {
    const address = clientAddress(socket.request, trustProxy);
    const count = held.get(address) ?? 0;
    if (count >= max) {
      const refused = new Error('Too many live connections from this address') as Error & {
        data: SocketAckError;
      };
      refused.data = { code: 'rate_limited', message: refused.message };
      return next(refused);
    }
    held.set(address, count + 1);
    socket.once('disconnect', () => {
      const left = (held.get(address) ?? 1) - 1;
      if (left > 0) held.set(address, left);
      else held.delete(address);
    });
    next();
  });
  return { held: (address) => held.get(address) ?? 0 };
}
