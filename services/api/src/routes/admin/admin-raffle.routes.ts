import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@wishwall/contracts/envelope';
import { RaffleDto } from '@wishwall/contracts/raffle.dto';
import { ok } from '../../http/envelope.ts';
import type { RaffleService } from '../../services/raffle.service.ts';
import { AdminErrors } from './admin-schemas.ts';

/** The console's raffle panel: drawing the winner (step-up). */
export const adminRaffleRoutes: FastifyPluginAsyncTypebox<{ raffle: RaffleService }> = async (
  app,
  { raffle },
) => {
  app.post(
    '/raffle/draw',
    {
      onRequest: app.requireStepUp,
      schema: {
        tags: ['admin'],
        summary: 'Draw the raffle: the most-liked published wish wins, once and for good',
        response: { 200: Envelope(RaffleDto), ...AdminErrors },
      },
    },
    async (request) => ok(await raffle.draw(request.currentUser.id), 'raffle_drawn'),
  );
};
