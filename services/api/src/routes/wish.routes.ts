import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, ErrorEnvelope } from '@wishwall/contracts/envelope';
import {
  TopWishesDto,
  WishDto,
  WishListPageDto,
  WishesCountDto,
} from '@wishwall/contracts/wish.dto';
import { ok } from '../http/envelope.ts';
import type { WallService } from '../services/wall.service.ts';

/** Postgres bigint ids, as decimal strings. */
const WishId = Type.String({ pattern: '^[1-9][0-9]{0,17}$', description: 'Wish id' });

export const wishRoutes: FastifyPluginAsyncTypebox<{ wall: WallService }> = async (
  app,
  { wall },
) => {
  app.get(
    '/wishes-count',
    {
      schema: {
        tags: ['wall'],
        summary: 'Published-wish counter, with the version live updates carry',
        response: { 200: Envelope(WishesCountDto) },
      },
    },
    async () => ok(await wall.count()),
  );

  app.get(
    '/wishes',
    {
      schema: {
        tags: ['wall'],
        summary: 'Published wishes, newest first',
        querystring: Type.Object({
          page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
        }),
        response: { 200: Envelope(WishListPageDto), 400: ErrorEnvelope },
      },
    },
    async (request) => ok(await wall.page(request.query.page)),
  );

  app.get(
    '/wishes/top',
    {
      schema: {
        tags: ['wall'],
        summary: 'The ten wishes with the most likes (more than 0), ties by earlier publication',
        response: { 200: Envelope(TopWishesDto) },
      },
    },
    async () => ok(await wall.top()),
  );

  app.get(
    '/wish/:id',
    {
      schema: {
        tags: ['wall'],
        summary: 'One published wish',
        params: Type.Object({ id: WishId }),
        response: { 200: Envelope(WishDto), 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) => ok(await wall.wish(request.params.id)),
  );
};
