// Per-gateway figures of a burst, from each gateway's Prometheus endpoint read before and
// after it (in the split topology two gateways of their own, in the single one its gateway).
import {
  parsePrometheusText,
  sampleSum,
  type PrometheusSample,
} from '@wishwall/testing/prometheus-text';
import {
  bucketsDelta,
  histogramBuckets,
  quantileUpperBound,
  sampleDelta,
} from './histogram-delta.ts';

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
  /** Mean time of one push's fan-out alone (the socket writes, on the event loop), in ms. */
  fanOutMeanMs: number;
  /** Messages broadcast (each reaches every live socket of its room). */
  broadcasts: number;
  /** Broadcasts × sockets: the socket writes they cost, at most. */
  socketWrites: number;
}

const TICK = 'wishwall_gateway_tick_duration_seconds';
const FAN_OUT = 'wishwall_gateway_fanout_duration_seconds';

/** The difference between two readings of one gateway's metrics. */
export function gatewayFigures(
  gateway: string,
  before: PrometheusSample[],
  after: PrometheusSample[],
): GatewayFigures {
  const delta = (name: string, ...labels: string[]) => sampleDelta(before, after, name, ...labels);
  const pushes = delta(`${TICK}_count`);
  const sockets = sampleSum(after, 'wishwall_gateway_sockets_connected');
  const broadcasts = delta('wishwall_gateway_broadcasts_total');
  const buckets = bucketsDelta(histogramBuckets(before, TICK), histogramBuckets(after, TICK));
  const p99 = quantileUpperBound(buckets, pushes, 0.99);
  const fanOuts = delta(`${FAN_OUT}_count`);
  return {
    gateway,
    sockets,
    pushes,
    pushMeanMs: pushes > 0 ? (delta(`${TICK}_sum`) / pushes) * 1000 : 0,
    pushP99Ms: p99 === null ? null : p99 * 1000,
    fanOutMeanMs: fanOuts > 0 ? (delta(`${FAN_OUT}_sum`) / fanOuts) * 1000 : 0,
    broadcasts,
    socketWrites: broadcasts * sockets,
  };
}

/** Reads every endpoint's metrics at once (the gateways', the worker's). */
export async function readMetricsEndpoints(
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
