import type { Job } from 'bullmq';

export type JobHandler<Payload> = (payload: Payload, job: Job<Payload>) => Promise<void>;

export type JobHandlers<Payloads> = { [Name in keyof Payloads]: JobHandler<Payloads[Name]> };

export interface HandlerRegistration<Payloads, Name extends keyof Payloads = keyof Payloads> {
  name: Name;
  handle: JobHandler<Payloads[Name]>;
}

/** A registration for any one declared job, its handler typed for that job's payload. */
export type AnyHandlerRegistration<Payloads> = {
  [Name in keyof Payloads]: HandlerRegistration<Payloads, Name>;
}[keyof Payloads];

export class JobRegistryError extends Error {
  override name = 'JobRegistryError';
}

/**
 * Checks that every declared job name has exactly one handler and no handler serves an
 * undeclared name; the worker refuses to start otherwise, instead of letting jobs pile up
 * unprocessed or be processed twice.
 */
export function buildJobRegistry<Payloads>(
  declaredNames: readonly (keyof Payloads & string)[],
  registrations: readonly AnyHandlerRegistration<Payloads>[],
): JobHandlers<Payloads> {
  const problems: string[] = [];
  const handlers = new Map<string, JobHandler<never>>();
  for (const { name, handle } of registrations) {
    const key = String(name);
    if (!declaredNames.includes(key as keyof Payloads & string)) {
      problems.push(`handler for unknown job "${key}"`);
    } else if (handlers.has(key)) {
      problems.push(`two handlers for job "${key}"`);
    }
    handlers.set(key, handle as JobHandler<never>);
  }
  for (const name of declaredNames) {
    if (!handlers.has(name)) problems.push(`no handler for job "${name}"`);
  }
  if (problems.length > 0) {
    throw new JobRegistryError(`Job registry is invalid: ${problems.join('; ')}`);
  }
  return Object.fromEntries(handlers) as JobHandlers<Payloads>;
}
