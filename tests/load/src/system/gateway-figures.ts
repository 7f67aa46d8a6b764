// Per-gateway figures of a burst, from each gateway's Prometheus endpoint read before and
// after it (split topology: the gateways are processes of their own).
import {
  parsePrometheusText,
  sampleSum,
  type PrometheusSample,
} from '@wishwall/testing/prometheus-text';

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
  before: PrometheusSample[],
  after: PrometheusSample[],
): GatewayFigures {
  const delta = (name: string, ...labels: string[]) =>
    sampleSum(after, name, ...labels) - sampleSum(before, name, ...labels);
  const pushes = delta(`${TICK}_count`);
  const sockets = sampleSum(after, 'wishwall_gateway_sockets_connected');
  const broadcasts = delta('wishwall_gateway_broadcasts_total');
  const buckets = after
    .filter((s) => s.name === `${TICK}_bucket`)
    .map((s) => {
      const le = /le="([^"]+)"/.exec(s.labels)?.[1] ?? '+Inf';
      return {
        le: le === '+Inf' ? Number.POSITIVE_INFINITY : Number(le),
        count: delta(`${TICK}_bucket`, `le="${le}"`),
      };
    })
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
): Promise<PrometheusSample[][]> {
  return Promise.all(
    endpoints.map(async ({ url, token }) => {
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return parsePrometheusText(await response.text());
    }),
  );
}
