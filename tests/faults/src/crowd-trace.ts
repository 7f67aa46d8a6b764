import type { CrowdSocketRecord } from './crowd-socket.ts';

/** The product's figures read from its `/metrics` (Prometheus text), by metric name. */
const METRICS = {
  loopLagP99: 'nodejs_eventloop_lag_p99_seconds',
  loopLagMax: 'nodejs_eventloop_lag_max_seconds',
  heapUsed: 'nodejs_heap_size_used_bytes',
  poolWaiting: 'wishwall_pg_pool_waiting',
  sockets: 'wishwall_gateway_sockets_connected',
} as const;

function valueOf(text: string, name: string): number {
  // Labelled series of one metric (the pools) are summed.
  let sum = Number.NaN;
  for (const line of text.split('\n')) {
    if (!line.startsWith(name) || (line[name.length] !== ' ' && line[name.length] !== '{'))
      continue;
    const value = Number(line.slice(line.lastIndexOf(' ') + 1));
    sum = Number.isNaN(sum) ? value : sum + value;
  }
  return sum;
}

/**
 * A line a second while a crowd runs: what the product says of itself (event-loop delay since
 * the last scrape, Postgres pool waits, sockets, heap) beside what the crowd sent, had answered
 * and lost, and the slowest unrelated read of that second. For finding where a stall is, not a
 * verdict: started only when `CROWD_TRACE` is set, with `METRICS_TOKEN` given to the product.
 */
export function traceCrowd(options: {
  url: string;
  /** The gateway's `/metrics`, where its sockets are counted. */
  gatewayMetricsUrl: string;
  token: string;
  records: CrowdSocketRecord[];
  slowestReadMs: () => number;
}): { stop: () => string[] } {
  const lines: string[] = [];
  const startedAt = Date.now();
  let last = { sent: 0, answered: 0 };
  const sample = async () => {
    const second = ((Date.now() - startedAt) / 1000).toFixed(0).padStart(3);
    const scrape = (url: string) =>
      fetch(url, {
        headers: { authorization: `Bearer ${options.token}` },
        signal: AbortSignal.timeout(900),
      })
        .then((response) => response.text())
        .catch(() => undefined);
    const [text, gatewayText] = await Promise.all([
      scrape(`${options.url}/metrics`),
      scrape(options.gatewayMetricsUrl),
    ]);
    const sent = options.records.reduce((sum, r) => sum + r.sent, 0);
    const answered = options.records.reduce((sum, r) => sum + r.answered, 0);
    const dropped = options.records.filter((r) => r.closedByServer).length;
    const crowd = `sent +${sent - last.sent} answered +${answered - last.answered} dropped ${dropped} read max ${options.slowestReadMs().toFixed(0)} ms`;
    last = { sent, answered };
    if (!text) return lines.push(`${second} s  /metrics did not answer within 900 ms  ${crowd}`);
    const ms = (seconds: number) => `${(seconds * 1000).toFixed(0)} ms`;
    lines.push(
      `${second} s  loop p99 ${ms(valueOf(text, METRICS.loopLagP99))} max ${ms(valueOf(text, METRICS.loopLagMax))}` +
        `  pool waiting ${valueOf(text, METRICS.poolWaiting)}  sockets ${gatewayText ? valueOf(gatewayText, METRICS.sockets) : '?'}` +
        `  heap ${(valueOf(text, METRICS.heapUsed) / 2 ** 20).toFixed(0)} MB  ${crowd}`,
    );
  };
  const timer = setInterval(() => void sample(), 1000);
  return {
    stop: () => {
      clearInterval(timer);
      return lines;
    },
  };
}
