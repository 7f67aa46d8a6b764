import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@wishwall/contracts/envelope';
import { OpenRaffleRoundBody, RaffleDto } from '@wishwall/contracts/raffle.dto';
import { ok } from '../../http/envelope.ts';
import type { RaffleService } from '../../services/raffle.service.ts';
import { AdminErrors } from './admin-schemas.ts';

/** The console's raffle panel: opening a round and drawing it (step-up, audited). */
export const adminRaffleRoutes: FastifyPluginAsyncTypebox<{ raffle: RaffleService }> = async (
  app,
  { raffle },
) => {
  app.post(
    '/raffle/rounds',
    {
      onRequest: app.requireStepUp,
      schema: {
        tags: ['admin'],
        summary: 'Open the next raffle round, with its prize and announced close',
        body: OpenRaffleRoundBody,
        response: { 200: Envelope(RaffleDto), ...AdminErrors },
      },
    },
    async (request) =>
      ok(await raffle.open(request.currentUser.id, request.body), 'raffle_round_opened'),
  );
  app.post(
    '/raffle/draw',
    {
      onRequest: app.requireStepUp,
      schema: {
        tags: ['admin'],
        summary: "Draw the closed round: its most-liked wish wins, once and for good",
        response: { 200: Envelope(RaffleDto), ...AdminErrors },
      },
    },
    async (request) => ok(await raffle.draw(request.currentUser.id), 'raffle_drawn'),
  );
};
