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

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer carries a token or a user's data: never stored (with or without sign-in). */
    noStore?: boolean;
  }
}

/**
 * Helmet's security headers on every response, and `Cache-Control: no-store` on private ones.
 * @fastify/helmet 13 runs Helmet anew on every
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
    // Tokens and a signed-in user's data must not rest in a browser's or a proxy's cache: every
    // answer to a signed-in request, and the routes that sign in, say so in one place here.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.currentUser || request.routeOptions.config?.noStore) {
        reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
