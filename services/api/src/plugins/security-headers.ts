import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The headers Helmet sets with these options. Without nonces they are the same for every
 * response, so Helmet runs once, against a recorder, and each response gets the result.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader: (name: string) => {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return Object.fromEntries(headers);
}

/**
 * Helmet's security headers on every response. @fastify/helmet 13 runs Helmet anew on every
 * request, re-parsing the CSP directives each time: about 6 % of the reaction hot path's CPU
 * (decision 0009). Routes may still override a header (the sandbox checkout's own CSP).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { production }: { production: boolean }) => {
    const headers = helmetHeaders({
      // TLS ends at the proxy in production; locally, upgrading requests would break http.
      contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
      hsts: production,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
