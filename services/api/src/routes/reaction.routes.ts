import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope } from '@wishwall/contracts/envelope';
import { ReactBody, ReactResultDto } from '@wishwall/contracts/wish.dto';
import { ok } from '../http/envelope.ts';
import { errorResponses } from '../http/error-responses.ts';
import { WishId } from '../http/wish-id.ts';
import { RATE_LIMITS, perUserLimit } from '../plugins/rate-limits.ts';
import type { ReactionService } from '../services/reaction.service.ts';

const Errors = errorResponses(400, 401, 403, 404, 409, 429);

/** Reacting to a wish: the product's hot path (docs/architecture.md#the-reaction-hot-path). */
export const reactionRoutes: FastifyPluginAsyncTypebox<{ reactions: ReactionService }> = async (
  app,
  { reactions },
) => {
  const pressLimit = perUserLimit(RATE_LIMITS.reactions);
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
