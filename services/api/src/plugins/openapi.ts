import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** OpenAPI generated from the routes' TypeBox schemas, browsable at /docs. */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Wishwall API',
          version: '1.0.0',
          description: 'Every response is `{ status, data, message }`; errors add a stable `code`.',
        },
        tags: [
          { name: 'wall', description: 'The public wall' },
          { name: 'operations', description: 'Health and readiness' },
        ],
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
