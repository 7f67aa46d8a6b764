import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths that belong to the server, never to the single-page app. */
const SERVER_PATHS = /^\/(v1|docs|socket\.io|healthz|readyz|flags|uploads)(\/|$|\?)/;

/**
 * Serves the built web client at the site root; any other GET that is not a server path
 * gets index.html, so the client's router handles deep links and reloads.
 */
export const webClientPlugin = fp(
  async (app: FastifyInstance, { root }: { root: string }) => {
    const index = path.join(root, 'index.html');
    if (!existsSync(index)) {
      app.log.warn({ root }, 'web client not built: run `pnpm build` to serve it');
      return;
    }
    await app.register(fastifyStatic, { root, wildcard: false, index: false });
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      if (SERVER_PATHS.test(request.url)) return reply.callNotFound();
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web-client' },
);
