import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { REACTION_TYPES } from '@wishwall/contracts/wish.dto';

/** The system's own default pool size (DATABASE_POOL_SIZE), so neither side has more. */
const POOL_SIZE = 10;

const VoteBody = {
  type: 'object',
  required: ['wish_id', 'user_id', 'reaction_type'],
  properties: {
    wish_id: { type: 'integer' },
    user_id: { type: 'integer' },
    reaction_type: { type: 'string', enum: REACTION_TYPES },
  },
} as const;

interface VoteRequest {
  wish_id: number;
  user_id: number;
  reaction_type: string;
}

/**
 * The bare baseline the reaction budgets are ratios of (docs/architecture.md#why-ratios): Fastify
 * and pg with nothing else — no auth, no outbox, no events — so its req/s is what this machine can
 * do at best for one INSERT (or one `select 1`) per request. Raw pg on purpose: the point is the
 * least work possible.
 */
export async function buildBaselineServer(databaseUrl: string): Promise<FastifyInstance> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  await pool.query(`create table if not exists load_baseline_votes (
    id bigserial primary key,
    wish_id bigint not null,
    user_id bigint not null,
    reaction_type text not null,
    created_at timestamptz not null default now())`);

  const app = Fastify({ logger: false });
  app.addHook('onClose', () => pool.end());
  app.post<{ Body: VoteRequest }>('/vote', { schema: { body: VoteBody } }, async (request) => {
    const { wish_id, user_id, reaction_type } = request.body;
    const { rows } = await pool.query<{ id: string }>(
      'insert into load_baseline_votes (wish_id, user_id, reaction_type) values ($1, $2, $3) returning id',
      [wish_id, user_id, reaction_type],
    );
    return { status: true, data: { id: rows[0]?.id }, message: '' };
  });
  // The least an HTTP answer costs: no database at all (the first page's yardstick, bench).
  app.get('/hello', async () => ({ hello: 'world' }));
  // An image's worth of bytes that do not compress, as a PNG's do: the share card's yardstick
  // (bench). Its size is the query's `bytes`; the load tool decodes every body it receives as
  // text, which for a 60 KB image costs it more than the server's answer does.
  app.get<{ Querystring: { bytes?: string } }>('/bytes', async (request, reply) => {
    const size = Math.min(1_000_000, Math.max(0, Number(request.query.bytes) || 0));
    return reply.type('image/png').send(incompressible(size));
  });
  app.get('/select-1', async () => {
    await pool.query('select 1');
    return { status: true, data: null, message: '' };
  });
  return app;
}

const incompressibleBySize = new Map<number, Buffer>();

/** The same pseudo-random bytes for a size on every call (a linear congruential sequence). */
function incompressible(size: number): Buffer {
  let bytes = incompressibleBySize.get(size);
  if (!bytes) {
    bytes = Buffer.alloc(size);
    let state = 12345;
    for (let i = 0; i < size; i += 1) {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      bytes[i] = state >>> 16;
    }
    incompressibleBySize.set(size, bytes);
  }
  return bytes;
}

/** Removes the baseline's table from a database the run did not create (--target). */
export async function dropBaselineTable(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('drop table if exists load_baseline_votes');
  } finally {
    await client.end();
  }
}
