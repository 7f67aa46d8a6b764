import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { REACTION_TYPES, type ReactionType } from '@wishwall/contracts/wish.dto';
import type { CannonRun } from './cannon-run.ts';
import type { LoadAccount } from '../system/load-accounts.ts';
import {
  dueBy,
  latencyFromSchedule,
  scheduledCount,
  scheduledOffset,
  UserDispatcher,
} from './open-loop.ts';
import { reactionOutcome } from './reaction-outcome.ts';
import { reactionRequest, type ReactionBurst } from './reaction-burst.ts';
import { seededRandom } from './seeded-random.ts';
import type { ReactionRecord } from '../checks/vote-replay.ts';

export interface OpenLoopBurstOptions {
  url: string;
  accounts: readonly LoadAccount[];
  wishIds: readonly string[];
  /** Keep-alive connections the requests share (more wait in the agent's queue, on the clock). */
  connections: number;
  durationSeconds: number;
  ratePerSecond: number;
  seed: number;
  nextSeq: () => number;
}

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Signed-in users toggling reactions at a fixed offered rate, open loop: request k is due at
 * start + k / rate whatever happened to the earlier ones, and its latency counts from then
 * (open-loop.ts). Every scheduled request is sent, late ones included, and the burst ends when
 * the last one is answered.
 */
export async function runOpenLoopBurst(options: OpenLoopBurstOptions): Promise<ReactionBurst> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const url = new URL(options.url);
  const random = seededRandom(options.seed * 7919 + 17);
  const dispatcher = new UserDispatcher(options.accounts);
  const total = scheduledCount(options.ratePerSecond, options.durationSeconds * 1000);
  const records: ReactionRecord[] = [];
  const latenciesMs: number[] = [];
  const timeline: { accepted: number; other: number }[] = [];
  const statusCounts: Record<string, number> = {};
  let accepted = 0;
  let non2xx = 0;
  let errors = 0;
  let timeouts = 0;
  let answered = 0;
  let allAnswered: () => void = () => {};
  const done = new Promise<void>((resolve) => (allAnswered = resolve));
  const startedAt = Date.now() + 5;

  const send = (account: LoadAccount, scheduledAt: number) => {
    const wishId = options.wishIds[Math.floor(random() * options.wishIds.length)]!;
    const reaction: ReactionType = REACTION_TYPES[Math.floor(random() * REACTION_TYPES.length)]!;
    const seq = options.nextSeq();
    const press = reactionRequest(account, wishId, reaction);
    let settled = false;
    const finish = (status: number, body: string, timedOut = false) => {
      if (settled) return;
      settled = true;
      const answeredAt = Date.now();
      records.push({ seq, userId: account.userId, wishId, reaction, ...outcomeOf(status, body) });
      if (status === 0) {
        errors++;
        if (timedOut) timeouts++;
      } else {
        latenciesMs.push(latencyFromSchedule(scheduledAt, answeredAt));
        statusCounts[status] = (statusCounts[status] ?? 0) + 1;
        const second = Math.max(0, Math.floor((answeredAt - startedAt) / 1000));
        while (timeline.length <= second) timeline.push({ accepted: 0, other: 0 });
        if (status >= 200 && status < 300) {
          accepted++;
          timeline[second]!.accepted++;
        } else {
          non2xx++;
          timeline[second]!.other++;
        }
      }
      answered++;
      if (status === 0) {
        // Never sent: no user is left whose order the replay could still trust.
        const abandoned = dispatcher.retire().length;
        errors += abandoned;
        answered += abandoned;
      } else {
        const next = dispatcher.release(account);
        if (next !== null) send(account, next);
      }
      if (answered === total) allAnswered();
    };
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: press.method,
        path: press.path,
        headers: press.headers,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => finish(res.statusCode ?? 0, Buffer.concat(chunks).toString()));
        res.on('error', () => finish(0, ''));
      },
    );
    req.on('timeout', () => {
      req.destroy();
      finish(0, '', true);
    });
    req.on('error', () => finish(0, ''));
    req.end(press.body);
  };

  if (total === 0) allAnswered();
  let sent = 0;
  while (sent < total) {
    const now = Date.now();
    const due = dueBy(now - startedAt, options.ratePerSecond, total);
    for (; sent < due; sent++) {
      const scheduledAt = startedAt + scheduledOffset(sent, options.ratePerSecond);
      if (dispatcher.exhausted) {
        errors++;
        answered++;
        if (answered === total) allAnswered();
        continue;
      }
      const account = dispatcher.due(scheduledAt);
      if (account) send(account, scheduledAt);
    }
    if (sent < total) {
      const nextAt = startedAt + scheduledOffset(sent, options.ratePerSecond);
      await sleep(Math.max(0, nextAt - Date.now()));
    }
  }
  await done;
  const finishedAt = Date.now();
  agent.destroy();
  return {
    run: {
      startedAt,
      finishedAt,
      durationSeconds: options.durationSeconds,
      connections: options.connections,
      responses: latenciesMs.length,
      accepted,
      non2xx,
      errors,
      timeouts,
      statusCounts,
      latenciesMs,
      timeline: timeline.slice(0, Math.max(1, options.durationSeconds)),
    } satisfies CannonRun,
    records,
  };
}

function outcomeOf(status: number, body: string): Pick<ReactionRecord, 'outcome'> {
  return { outcome: reactionOutcome(status, body) };
}
