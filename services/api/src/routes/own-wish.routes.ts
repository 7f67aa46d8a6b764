import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, ErrorEnvelope } from '@wishwall/contracts/envelope';
import {
  CreateWishBody,
  CreateWishResultDto,
  ReactBody,
  ReactResultDto,
  WishDto,
} from '@wishwall/contracts/wish.dto';
import { ok } from '../http/envelope.ts';
import { WishId } from '../http/wish-id.ts';
import { RATE_LIMITS, perUserLimit } from '../plugins/rate-limits.ts';
import type { ReactionService } from '../services/reaction.service.ts';
import type { WishService } from '../services/wish.service.ts';

const Errors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  429: ErrorEnvelope,
};

/** Signed-in wish actions: writing, publishing with a gift, reacting. */
export const ownWishRoutes: FastifyPluginAsyncTypebox<{
  wishes: WishService;
  reactions: ReactionService;
}> = async (app, { wishes, reactions }) => {
  const pressLimit = perUserLimit(RATE_LIMITS.reactions);
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

  app.post(
    '/wishes/:id/react',
    {
      // The hot path (decision 0009): a recently verified session skips the user lookup, and
      // the limit is counted in this process, per user.
      onRequest: app.authenticateCached,
      preHandler: pressLimit,
      schema: {
        tags: ['wall'],
        summary: 'Like, heart or dislike; the same again removes the vote, another switches it',
        params: Type.Object({ id: WishId }),
        body: ReactBody,
        response: { 200: Envelope(ReactResultDto), ...Errors },
      },
    },
    async (request) => {
      const result = await reactions.react(
        request.currentUser,
        request.params.id,
        request.body.reaction_type,
      );
      return ok(result, result.removed ? 'reaction_removed' : 'reaction_saved');
    },
  );
};
