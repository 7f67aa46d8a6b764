import { createRequire } from 'node:module';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { FLAGS_PREFIX } from '../services/country-catalog.ts';
import { AVATARS_URL_PREFIX } from '../storage/avatar-storage.ts';

const flagsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
  'flags',
);

/** Country flags from the flag-icons package and uploaded avatars, served from this origin. */
export const staticAssetsPlugin = fp(
  async (app: FastifyInstance, { avatarsDir }: { avatarsDir: string }) => {
    await app.register(fastifyStatic, {
      root: flagsDir,
      prefix: FLAGS_PREFIX,
      decorateReply: false,
      maxAge: '30d',
      immutable: true,
    });
    await app.register(fastifyStatic, {
      root: avatarsDir,
      prefix: AVATARS_URL_PREFIX,
      decorateReply: false,
      maxAge: '365d',
      immutable: true,
    });
  },
  { name: 'static-assets' },
);
