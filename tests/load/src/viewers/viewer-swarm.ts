import { Worker } from 'node:worker_threads';
import type { ProbeResult, ProbeSamplerOptions } from './probe-sampler.ts';
import type {
  ConnectReport,
  ProbeArrival,
  ShownCounts,
  SwarmCallName,
  SwarmCalls,
  SwarmMessage,
  SwarmRequest,
  ViewerSwarmConfig,
  ViewerWindowStats,
} from './viewer-protocol.ts';

const CALL_TIMEOUT_MS = 30_000;

/** The main thread's handle on one viewer worker thread (viewer-swarm-worker.ts). */
class SwarmWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private nextId = 1;
  readonly ready: Promise<ConnectReport>;

  constructor(config: ViewerSwarmConfig) {
    this.worker = new Worker(new URL('./viewer-swarm-worker.ts', import.meta.url), {
      workerData: config,
    });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (message: SwarmMessage) => {
        if (message.type === 'ready') resolve(message.report);
        else this.settle(message);
      });
      this.worker.once('error', (error) => {
        reject(error);
        for (const { reject: rejectCall } of this.pending.values()) rejectCall(error);
        this.pending.clear();
      });
    });
  }

  call<K extends SwarmCallName>(
    call: K,
    args: SwarmCalls[K]['args'],
    timeoutMs = CALL_TIMEOUT_MS,
  ): Promise<SwarmCalls[K]['result']> {
    const id = this.nextId++;
    const request: SwarmRequest = { id, call, args };
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`viewer swarm call ${call} timed out`));
      }, timeoutMs);
      this.pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value as SwarmCalls[K]['result']);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      this.worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    await this.call('close', null).catch(() => undefined);
    await this.worker.terminate();
  }

  private settle(message: Exclude<SwarmMessage, { type: 'ready' }>): void {
    const waiter = this.pending.get(message.id);
    if (!waiter) return;
    this.pending.delete(message.id);
    if (message.type === 'result') waiter.resolve(message.result);
    else waiter.reject(new Error(message.message));
  }
}

/** The crowd's stats with the timing thread's folded in: one row per viewer, both threads' delays. */
export interface SwarmWindowStats extends ViewerWindowStats {
  /** The timing thread's event-loop delay: what the probe samples' timestamps may be off by. */
  timingLoopDelayP99Ms: number;
}

/** One wish's shown counts, the groups of both threads merged. */
function mergeShown(a: readonly ShownCounts[], b: readonly ShownCounts[]): ShownCounts[] {
  return a.map(({ wishId, groups }, i) => {
    const merged = new Map(groups.map((g) => [JSON.stringify(g.counts), { ...g }]));
    for (const group of b[i]?.groups ?? []) {
      const key = JSON.stringify(group.counts);
      const held = merged.get(key);
      if (held) held.viewers += group.viewers;
      else merged.set(key, { ...group });
    }
    return { wishId, groups: [...merged.values()].sort((x, y) => y.viewers - x.viewers) };
  });
}

/**
 * The simulated viewers, on two worker threads. The crowd — most full viewers and every light
 * one — on one; on the other, the sampled viewers that time the probe votes and the probe
 * votes themselves. A real viewer's browser does not wait behind a thousand other viewers'
 * frames, and the probe's request should not wait behind autocannon's responses: with one
 * thread for everything its event-loop delay (30–45 ms p99 with 2,000 viewers) was added to
 * every timed sample. The gateway's work is the same either way.
 */
export class ViewerSwarm {
  private readonly crowd: SwarmWorker;
  private readonly timing: SwarmWorker;
  readonly ready: Promise<ConnectReport>;

  constructor(config: ViewerSwarmConfig) {
    const sampled = Math.min(config.sampledViewers, config.fullViewers, config.viewers);
    this.timing = new SwarmWorker({
      ...config,
      viewers: sampled,
      fullViewers: sampled,
      sampledViewers: sampled,
    });
    this.crowd = new SwarmWorker({
      ...config,
      viewers: config.viewers - sampled,
      fullViewers: config.fullViewers - sampled,
      sampledViewers: 0,
      firstAddress: config.firstAddress + sampled,
    });
    this.ready = Promise.all([this.timing.ready, this.crowd.ready]).then(([a, b]) => ({
      connected: a.connected + b.connected,
      failed: a.failed + b.failed,
      connectMs: Math.max(a.connectMs, b.connectMs),
    }));
  }

  /** Starts a measurement window: resets both threads' event-loop delay. */
  async mark(): Promise<void> {
    await Promise.all([this.timing.call('mark', null), this.crowd.call('mark', null)]);
  }

  async windowStats(window: { from: number; to: number }): Promise<SwarmWindowStats> {
    const [timing, crowd] = await Promise.all([
      this.timing.call('windowStats', window),
      this.crowd.call('windowStats', window),
    ]);
    return {
      connected: timing.connected + crowd.connected,
      messages: [...timing.messages, ...crowd.messages],
      countsMessages: [...timing.countsMessages, ...crowd.countsMessages],
      peakSecond: [...timing.peakSecond, ...crowd.peakSecond],
      disconnects: timing.disconnects + crowd.disconnects,
      loopDelayP99Ms: crowd.loopDelayP99Ms,
      loopDelayMaxMs: crowd.loopDelayMaxMs,
      timingLoopDelayP99Ms: timing.loopDelayP99Ms,
    };
  }

  /** Per sampled viewer, its probe arrivals in order. */
  probeArrivals(): Promise<ProbeArrival[][]> {
    return this.timing.call('probeArrivals', null);
  }

  async shown(wishIds: string[]): Promise<ShownCounts[]> {
    const [timing, crowd] = await Promise.all([
      this.timing.call('shown', { wishIds }),
      this.crowd.call('shown', { wishIds }),
    ]);
    return mergeShown(timing, crowd);
  }

  /** Runs the probe sampler on the timing thread; it lasts the burst. */
  probe(options: ProbeSamplerOptions): Promise<ProbeResult> {
    return this.timing.call('probe', options, options.durationMs + CALL_TIMEOUT_MS);
  }

  async close(): Promise<void> {
    await Promise.all([this.timing.close(), this.crowd.close()]);
  }
}
