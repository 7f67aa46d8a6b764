import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, ErrorEnvelope } from '@wishwall/contracts/envelope';
import {
  TopWishesDto,
  WishDetailDto,
  WishListPageDto,
  WishesCountDto,
} from '@wishwall/contracts/wish.dto';
import { ok } from '../http/envelope.ts';
import { sendGzippedOnce } from '../http/gzipped-once.ts';
import { WishId } from '../http/wish-id.ts';
import type { FirstPageCache } from '../services/first-page-cache.ts';
import type { WallService } from '../services/wall.service.ts';

const JSON_UTF8 = 'application/json; charset=utf-8';

export const wishRoutes: FastifyPluginAsyncTypebox<{
  wall: WallService;
  firstPage: FirstPageCache;
}> = async (app, { wall, firstPage }) => {
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
    async (request, reply) => {
      const viewerId = await app.viewerId(request);
      if (request.query.page === 1) {
        // The most requested document, from the shared copy (decision 0029); a signed-in
        // viewer's own votes are read for them alone and never kept in it.
        const first = await firstPage.get();
        // Already the serialized 200 envelope: sent as it is, without serializing it again,
        // and gzipped once for every client that accepts it (every browser does).
        if (!viewerId) {
          reply.type(JSON_UTF8);
          return sendGzippedOnce(request, reply, {
            plain: first.json,
            gzipped: () => first.gzipped(),
          }) as never;
        }
        const wishes = await wall.withMyReactions(first.page.wishes.data, viewerId);
        return ok({ ...first.page, wishes: { data: wishes } });
      }
      const page = await wall.page(request.query.page);
      const wishes = await wall.withMyReactions(page.wishes.data, viewerId);
      return ok({ ...page, wishes: { data: wishes } });
    },
  );

  app.get(
    '/search',
    {
      schema: {
        tags: ['wall'],
        summary: 'Published wishes matching words, parts of words or a #hashtag, newest first',
        querystring: Type.Object({
          // Longer queries get search_query_too_long from the service, not a generic 400.
          q: Type.String({ minLength: 1, maxLength: 1000 }),
          page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
        }),
        response: { 200: Envelope(WishListPageDto), 400: ErrorEnvelope },
      },
    },
    async (request) => {
      const page = await wall.search(request.query.q, request.query.page);
      const wishes = await wall.withMyReactions(page.wishes.data, await app.viewerId(request));
      return ok({ ...page, wishes: { data: wishes } });
    },
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
    async (request) => {
      const { wishes } = await wall.top();
      return ok({ wishes: await wall.withMyReactions(wishes, await app.viewerId(request)) });
    },
  );

  app.get(
    '/wish/:id',
    {
      schema: {
        tags: ['wall'],
        summary: 'One published wish, with its votes',
        params: Type.Object({ id: WishId }),
        response: { 200: Envelope(WishDetailDto), 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const wish = await wall.wish(request.params.id);
      const [mine] = await wall.withMyReactions([wish], await app.viewerId(request));
      return ok(mine ?? wish);
    },
  );
};
