import fp from 'fastify-plugin';
import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchemaValidationError,
  HookHandlerDoneFunction,
} from 'fastify';

type Part = 'params' | 'querystring' | 'body' | 'headers';

/** A refusal shaped like Fastify's own validation errors, so the error handler lists the field. */
class InputRefused extends Error {
  readonly statusCode = 400;
  readonly validationContext: Part;
  readonly validation: FastifySchemaValidationError[];

  constructor(part: Part, path: string[], problem: string) {
    super(`${part}/${path.join('.')} ${problem}`);
    this.validationContext = part;
    this.validation = [
      {
        keyword: 'inputHygiene',
        instancePath: path.map((segment) => `/${segment}`).join(''),
        schemaPath: '',
        params: {},
        message: problem,
      },
    ];
  }
}

/** What is wrong with one value (a string, a number, a key), if anything. */
type ValueCheck = (value: unknown) => string | undefined;

const textCheck: ValueCheck = (value) => {
  if (typeof value !== 'string') return undefined;
  // Postgres text cannot hold U+0000; a lone surrogate has no UTF-8 form and would be stored
  // as U+FFFD, silently changing what the user sent.
  if (value.includes('\u0000')) return 'must not contain the NUL character (U+0000)';
  if (!value.isWellFormed()) return 'must be well-formed Unicode (it contains a lone surrogate)';
  return undefined;
};

// Ajv coerces "Infinity" and "1e309" in a query to Infinity, and its minimum and maximum only
// look at finite numbers, so the value passes the schema.
const numberCheck: ValueCheck = (value) =>
  typeof value === 'number' && !Number.isFinite(value) ? 'must be a finite number' : undefined;

/** Deeper than any request of this API nests; also bounds the walk below. */
const MAX_DEPTH = 32;

interface Visit {
  value: unknown;
  depth: number;
  /** Where the value sits, as links to its parent so that a deep walk copies nothing. */
  parent?: { visit: Visit; key: string };
}

const pathOf = (visit: Visit): string[] =>
  visit.parent ? [...pathOf(visit.parent.visit), visit.parent.key] : [];

/**
 * Checks every value and key of one request part, without recursion: a hostile body may nest
 * far deeper than the call stack allows.
 */
function assertClean(part: Part, input: unknown, check: ValueCheck) {
  const pending: Visit[] = [{ value: input, depth: 0 }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value, depth } = visit;
    const problem = check(value);
    if (problem) throw new InputRefused(part, pathOf(visit), problem);
    if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) continue;
    if (depth === MAX_DEPTH) {
      throw new InputRefused(part, pathOf(visit), `must not nest deeper than ${MAX_DEPTH} levels`);
    }
    for (const [key, child] of Object.entries(value)) {
      const keyProblem = check(key);
      if (keyProblem) {
        throw new InputRefused(part, [...pathOf(visit), JSON.stringify(key)], `name ${keyProblem}`);
      }
      pending.push({ value: child, depth: depth + 1, parent: { visit, key } });
    }
  }
}

const PARTS: Record<Part, (request: FastifyRequest) => unknown> = {
  params: (request) => request.params,
  querystring: (request) => request.query,
  headers: (request) => request.headers,
  body: (request) => request.body,
};

/** A callback hook, not an async one: it runs on the reaction hot path too (decision 0009). */
function hookChecking(parts: Part[], check: ValueCheck) {
  return (request: FastifyRequest, _reply: unknown, done: HookHandlerDoneFunction) => {
    try {
      for (const part of parts) assertClean(part, PARTS[part](request), check);
      done();
    } catch (error) {
      done(error as InputRefused);
    }
  };
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * One gate for every route, present and future (decision 0019): a JSON body must be valid
 * UTF-8; no string anywhere in a request may hold NUL or a lone surrogate (checked before the
 * schema strips unknown fields); no number may be infinite (checked after the schema coerced
 * the query).
 */
export const inputHygienePlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, raw, done) => {
      let text: string;
      try {
        text = strictUtf8.decode(raw as Buffer);
      } catch {
        done(Object.assign(new Error('The body is not valid UTF-8'), { statusCode: 400 }));
        return;
      }
      // Given `done`, Fastify's parser answers through it and returns nothing to wait for.
      void parseJson(request, text, done);
    });

    app.addHook(
      'preValidation',
      hookChecking(['params', 'querystring', 'headers', 'body'], textCheck),
    );
    app.addHook('preHandler', hookChecking(['params', 'querystring', 'body'], numberCheck));
  },
  { name: 'input-hygiene' },
);
