import autocannon from 'autocannon';

/** One HTTP request as a connection sends it. */
export interface CannonRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * What every browser sends with a read: a server that compresses a document it keeps (the
 * wall's first page, decision 0032) may answer the reads compressed, as it would a visitor.
 */
export const BROWSER_READ_HEADERS: Readonly<Record<string, string>> = {
  'accept-encoding': 'gzip, deflate, br, zstd',
};

/**
 * What one autocannon connection sends. A connection waits for each response before it sends
 * the next request (no pipelining), so `next` and `onResponse` alternate; a request whose
 * response never came (timeout, dropped connection, end of the run) is followed by another
 * `next` without an `onResponse`.
 */
export interface ConnectionScript {
  next(): CannonRequest;
  onResponse?(status: number, body: string): void;
}

export interface CannonRunOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  /** Fixed total rate (autocannon `overallRate`); unset: as fast as the server answers. */
  overallRate?: number;
  /** Called once per connection, with its index. */
  script: (connection: number) => ConnectionScript;
}

export interface CannonRun {
  startedAt: number;
  finishedAt: number;
  durationSeconds: number;
  connections: number;
  responses: number;
  /** 2xx responses. */
  accepted: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  timeouts: number;
  statusCounts: Record<string, number>;
  /** Every response's latency in ms, in arrival order. */
  latenciesMs: number[];
  /** 2xx and other responses per second of the run. */
  timeline: { accepted: number; other: number }[];
}

/**
 * Runs autocannon with a script per connection. Latencies are kept raw: autocannon's
 * coordinated-omission correction assumes evenly spaced requests, but its rate limiter
 * releases each connection's quota at the start of every second, and the "correction" would
 * then invent hundreds of samples per slow response.
 */
export function runCannon(options: CannonRunOptions): Promise<CannonRun> {
  let connectionIndex = 0;
  const latenciesMs: number[] = [];
  const timeline: { accepted: number; other: number }[] = [];
  const statusCounts: Record<string, number> = {};
  let startedAt = Date.now();

  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationSeconds,
        ...(options.overallRate
          ? { overallRate: options.overallRate, ignoreCoordinatedOmission: true }
          : {}),
        timeout: 10,
        setupClient: (client) => {
          const script = options.script(connectionIndex++);
          client.setRequests([
            {
              setupRequest: (request) => {
                const next = script.next();
                return {
                  ...request,
                  method: next.method,
                  path: next.path,
                  headers: { ...request.headers, ...next.headers },
                  body: next.body ?? '',
                };
              },
              onResponse: (status, body) => script.onResponse?.(status, body),
            },
          ]);
        },
      },
      (error, result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        const finishedAt = Date.now();
        resolve({
          startedAt,
          finishedAt,
          durationSeconds: (finishedAt - startedAt) / 1000,
          connections: result.connections,
          responses: latenciesMs.length,
          accepted: result['2xx'],
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          statusCounts,
          latenciesMs,
          // The last, partial second would show as a drop that never happened.
          timeline: timeline.slice(0, Math.max(1, Math.floor(options.durationSeconds))),
        });
      },
    );
    instance.on('start', () => {
      startedAt = Date.now();
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latenciesMs.push(responseTime);
      statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1;
      const second = Math.floor((Date.now() - startedAt) / 1000);
      while (timeline.length <= second) timeline.push({ accepted: 0, other: 0 });
      if (statusCode >= 200 && statusCode < 300) timeline[second]!.accepted++;
      else timeline[second]!.other++;
    });
  });
}

/** Several runs of the same connections as one: counts summed, latencies and seconds joined. */
export function mergeCannonRuns(runs: readonly CannonRun[]): CannonRun {
  const [first, ...rest] = runs;
  if (!first) throw new Error('no run to merge');
  const merged: CannonRun = {
    ...first,
    statusCounts: { ...first.statusCounts },
  };
  for (const run of rest) {
    merged.finishedAt = run.finishedAt;
    merged.durationSeconds += run.durationSeconds;
    merged.responses += run.responses;
    merged.accepted += run.accepted;
    merged.non2xx += run.non2xx;
    merged.errors += run.errors;
    merged.timeouts += run.timeouts;
    for (const [status, count] of Object.entries(run.statusCounts)) {
      merged.statusCounts[status] = (merged.statusCounts[status] ?? 0) + count;
    }
    // concat, not push(...): a run holds tens of thousands of latencies.
    merged.latenciesMs = merged.latenciesMs.concat(run.latenciesMs);
    merged.timeline = merged.timeline.concat(run.timeline);
  }
  return merged;
}
