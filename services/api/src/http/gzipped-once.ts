import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends a document kept ready in both forms: gzipped to a client that accepts it (every browser
 * does), as it is to the rest, with `vary: accept-encoding` added to what the reply varies on.
 * The copy is compressed once, where it is kept, not on every request.
 */
export function sendGzippedOnce(
  request: FastifyRequest,
  reply: FastifyReply,
  document: { plain: string | Buffer; gzipped: () => Buffer },
): FastifyReply {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (negotiate(request.headers['accept-encoding'] ?? '', ['gzip']) === 'gzip') {
    return reply.header('content-encoding', 'gzip').send(document.gzipped());
  }
  return reply.send(document.plain);
}
