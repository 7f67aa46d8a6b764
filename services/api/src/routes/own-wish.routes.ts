import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope } from '@wishwall/contracts/envelope';
import { CreateWishBody, CreateWishResultDto, WishDto } from '@wishwall/contracts/wish.dto';
import { ok } from '../http/envelope.ts';
import { errorResponses } from '../http/error-responses.ts';
import { WishId } from '../http/wish-id.ts';
import type { WishService } from '../services/wish.service.ts';

const Errors = errorResponses(400, 401, 403, 404, 409, 429);

/** The signed-in user's own wish: writing it, publishing it with a gift. */
export const ownWishRoutes: FastifyPluginAsyncTypebox<{ wishes: WishService }> = async (
  app,
  { wishes },
) => {
  app.post(
    '/wishes/create',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['wall'],
        summary: 'Save the wish text (reusing the draft); publishing comes with payment or a gift',
        body: CreateWishBody,
        response: { 200: Envelope(CreateWishResultDto), ...Errors },
      },
    },
    async (request) =>
      ok(await wishes.create(request.currentUser, request.body.content), 'wish_saved'),
  );

  app.post(
    '/wishes/:id/publish',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['wall'],
        summary: 'Publish the draft with one of the user’s gifted wishes',
        params: Type.Object({ id: WishId }),
        response: { 200: Envelope(Type.Object({ wish: WishDto })), ...Errors },
      },
    },
    async (request) =>
      ok(
        { wish: await wishes.publishWithGift(request.currentUser, request.params.id) },
        'wish_published',
      ),
  );
};
