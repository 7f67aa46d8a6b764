import type { Redis } from 'ioredis';
import type { AdminOverviewDto } from '@wishwall/contracts/admin.dto';
import type { Db } from '@wishwall/db/database';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { WithdrawalRepository } from '@wishwall/db/repositories/withdrawal.repository';
import { ReactionDeltaRepository } from '@wishwall/db/repositories/reaction-delta.repository';
import { WallStatsRepository } from '@wishwall/db/repositories/wall-stats.repository';
import type { JobQueues } from '@wishwall/events/job-queues';
import { ProcessStatsBoard } from '@wishwall/events/process-stats';

const ageInSeconds = (since: Date | undefined, now: number) =>
  since ? Math.max(0, (now - since.getTime()) / 1000) : 0;
const figure = (figures: Record<string, number>, name: string) =>
  Number.isFinite(figures[name]) ? (figures[name] as number) : 0;

/**
 * The console's live overview, read anew on each call: every gateway's and API replica's
 * last published figures (Redis), the queues' job counts (BullMQ), the outbox and the
 * aggregator's lag, today's publications and the withdrawals still in process (Postgres).
 */
export class AdminOverviewService {
  private readonly db: Db;
  private readonly board: ProcessStatsBoard;
  private readonly queues: JobQueues;

  constructor({
    db,
    redis,
    redisPrefix,
    queues,
  }: {
    db: Db;
    redis: Redis;
    redisPrefix: string;
    queues: JobQueues;
  }) {
    this.db = db;
    this.board = new ProcessStatsBoard(redis, redisPrefix);
    this.queues = queues;
  }

  async overview(): Promise<AdminOverviewDto> {
    const now = new Date();
    const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const outbox = new OutboxRepository(this.db);
    const [gateways, apis, queues, published, pending, outboxOldest, foldOldest, payouts] =
      await Promise.all([
        this.board.read('gateway', now.getTime()),
        this.board.read('api', now.getTime()),
        Promise.all(
          [...this.queues].map(async ([name, queue]) => {
            const counts = await queue.getJobCounts(
              'waiting',
              'active',
              'delayed',
              'failed',
              'completed',
            );
            return {
              name,
              waiting: counts['waiting'] ?? 0,
              active: counts['active'] ?? 0,
              delayed: counts['delayed'] ?? 0,
              failed: counts['failed'] ?? 0,
              completed: counts['completed'] ?? 0,
            };
          }),
        ),
        new WallStatsRepository(this.db).countPublishedSince(midnight),
        outbox.countPending(),
        outbox.oldestPendingAt(),
        new ReactionDeltaRepository(this.db).oldestPendingAt(),
        new WithdrawalRepository(this.db).countByStatus(['pending', 'approved', 'processing']),
      ]);
    const gatewayFigures = gateways.map(({ instance, at, figures }) => ({
      instance,
      sockets: Math.round(figure(figures, 'sockets')),
      messages_per_second: figure(figures, 'messages_per_second'),
      stream_lag_seconds: figure(figures, 'stream_lag_seconds'),
      at: new Date(at).toISOString(),
    }));
    return {
      gateways: gatewayFigures,
      viewers: gatewayFigures.reduce((sum, gateway) => sum + gateway.sockets, 0),
      reactions_per_second:
        Math.round(
          apis.reduce((sum, { figures }) => sum + figure(figures, 'reactions_per_second'), 0) * 10,
        ) / 10,
      published_today: published,
      queues,
      outbox_pending: pending,
      outbox_lag_seconds: ageInSeconds(outboxOldest, now.getTime()),
      fold_lag_seconds: ageInSeconds(foldOldest, now.getTime()),
      payouts_pending: payouts,
      at: now.toISOString(),
    };
  }
}
