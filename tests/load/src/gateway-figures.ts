// Per-gateway figures of a burst, from each gateway's Prometheus endpoint read before and
// after it (split topology: the gateways are processes of their own).

/** One sample line of the Prometheus text format: `name{labels} value`. */
export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments and blank lines skipped). */
export function parsePrometheus(text: string): MetricSample[] {
  const samples: MetricSample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key!] = value!;
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

const sum = (samples: readonly MetricSample[], name: string, where = (_: MetricSample) => true) =>
  samples.filter((s) => s.name === name && where(s)).reduce((total, s) => total + s.value, 0);

/** What one gateway did during a burst. */
export interface GatewayFigures {
  gateway: string;
  sockets: number;
  /** Pushes (fold of the changes + fan-out) during the burst. */
  pushes: number;
  /** Mean time of one push, fold and fan-out to every socket, in ms. */
  pushMeanMs: number;
  /** The histogram bucket holding the 99th percentile push: an upper bound, in ms. */
  pushP99Ms: number | null;
  /** Messages broadcast (each reaches every live socket of its room). */
  broadcasts: number;
  /** Broadcasts × sockets: the socket writes they cost, at most. */
  socketWrites: number;
}

const TICK = 'wishwall_gateway_tick_duration_seconds';

/** The difference between two readings of one gateway's metrics. */
export function gatewayFigures(
  gateway: string,
  before: readonly MetricSample[],
  after: readonly MetricSample[],
): GatewayFigures {
  const delta = (name: string, where?: (s: MetricSample) => boolean) =>
    sum(after, name, where) - sum(before, name, where);
  const pushes = delta(`${TICK}_count`);
  const sockets = sum(after, 'wishwall_gateway_sockets_connected');
  const broadcasts = delta('wishwall_gateway_broadcasts_total');
  const buckets = after
    .filter((s) => s.name === `${TICK}_bucket` && s.labels['le'] !== undefined)
    .map((s) => ({
      le: s.labels['le'] === '+Inf' ? Number.POSITIVE_INFINITY : Number(s.labels['le']),
      count: s.value - sum(before, `${TICK}_bucket`, (b) => b.labels['le'] === s.labels['le']),
    }))
    .sort((a, b) => a.le - b.le);
  const p99Bucket = buckets.find((b) => b.count >= pushes * 0.99);
  return {
    gateway,
    sockets,
    pushes,
    pushMeanMs: pushes > 0 ? (delta(`${TICK}_sum`) / pushes) * 1000 : 0,
    pushP99Ms:
      pushes === 0 || !p99Bucket || !Number.isFinite(p99Bucket.le) ? null : p99Bucket.le * 1000,
    broadcasts,
    socketWrites: broadcasts * sockets,
  };
}

/** Reads every gateway's metrics at once. */
export async function readGatewayMetrics(
  endpoints: readonly { url: string; token: string }[],
): Promise<MetricSample[][]> {
  return Promise.all(
    endpoints.map(async ({ url, token }) => {
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return parsePrometheus(await response.text());
    }),
  );
}
