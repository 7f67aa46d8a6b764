import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '@wishwall/contracts/app-error';

/**
 * Redis-backed per-IP limits, shared by every API process; routes opt in with
 * `config.rateLimit`. Sign-in has its own per-account throttle as well (LoginThrottle).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { redis, prefix }: { redis: Redis; prefix: string }) => {
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: `${prefix}:rate-limit:`,
      errorResponseBuilder: (_request, context) =>
        new AppError('rate_limited', `Too many requests; try again in ${context.after}`),
    });
  },
  { name: 'rate-limits' },
);

/** Per-IP limits of the routes that attackers would hammer. */
export const RATE_LIMITS = {
  captcha: { max: 60, timeWindow: '1 minute' },
  register: { max: 30, timeWindow: '10 minutes' },
  login: { max: 60, timeWindow: '10 minutes' },
  twoFactor: { max: 30, timeWindow: '10 minutes' },
  mail: { max: 10, timeWindow: '10 minutes' },
} as const;
