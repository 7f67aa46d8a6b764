import { spawn } from 'node:child_process';
import path from 'node:path';
import { Queue } from 'bullmq';
import { sql } from 'kysely';
import { afterAll } from 'vitest';
import type { QueueName } from '@wishwall/contracts/queues';
import { DEFAULT_JOB_OPTIONS } from '@wishwall/events/job-queues';
import { redisKeys } from '@wishwall/events/redis-keys';
import type { TestContext } from '@wishwall/testing/use-test-context';

/**
 * What a test needs to kill a worker process in the middle of a job (SIGKILL: no cleanup at
 * all) and watch another worker recover it: the process, a pause inside the job's transaction
 * to kill it in, and the queue. Everything started is closed after the file's tests.
 */
export function useKillableWorker(ctx: TestContext) {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  return {
    cleanups,

    /** `script` (in test-support) as a process of its own; `ready` once it prints `readyText`. */
    start(script: string, readyText: string, env: Record<string, string> = {}) {
      const child = spawn(process.execPath, [path.join(import.meta.dirname, script)], {
        env: {
          ...process.env,
          DATABASE_URL: ctx.databaseUrl,
          REDIS_URL: ctx.redisUrl,
          REDIS_PREFIX: ctx.redisPrefix,
          ...env,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      cleanups.push(async () => child.exitCode === null && child.kill('SIGKILL'));
      const ready = new Promise<void>((resolve) =>
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes(readyText)) resolve();
        }),
      );
      return { child, ready };
    },

    /**
     * The first write to `table` for which `when` holds sleeps 3 s inside its transaction, long
     * enough to be killed there; a sequence counts the writes outside any transaction.
     */
    async slowFirstWrite(table: string, event: 'insert' | 'update', when = 'true') {
      await sql`create sequence slow_once_seq`.execute(ctx.db);
      await sql
        .raw(
          `create function slow_once() returns trigger language plpgsql as $$
           begin
             if ${when} and nextval('slow_once_seq') = 1 then perform pg_sleep(3); end if;
             return new;
           end $$`,
        )
        .execute(ctx.db);
      await sql
        .raw(
          `create trigger slow_once before ${event} on ${table}
           for each row execute function slow_once()`,
        )
        .execute(ctx.db);
    },

    /** How many sessions of this database sleep in the pause above. */
    async sleeping(): Promise<number> {
      const { rows } = await sql<{ count: string }>`
        select count(*) as count from pg_stat_activity
        where datname = current_database() and wait_event = 'PgSleep'`.execute(ctx.db);
      return Number(rows[0]?.count);
    },

    queue(name: QueueName): Queue {
      const queue = new Queue(name, {
        connection: ctx.redis,
        prefix: redisKeys(ctx.redisPrefix).bullPrefix,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      });
      cleanups.push(() => queue.close());
      return queue;
    },
  };
}
