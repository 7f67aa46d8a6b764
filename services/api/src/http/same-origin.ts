import type { FastifyRequest } from 'fastify';

/**
 * The request comes from a page of this site: its Origin is the configured public origin or
 * the one the request was made to. A missing Origin is not same-origin.
 */
export function isSameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
}
