// Worker-thread entry: simulated viewers. The crowd runs on a thread of its own so that
// handling thousands of pushes neither slows autocannon down nor is delayed by it; the
// viewers that time the probe votes, and the probe votes themselves, run on another (see
// viewer-swarm.ts), so neither end of a timed sample waits behind the crowd's frames.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { clientAddress } from '@wishwall/testing/client-address';
import { connectFullViewer } from './full-viewer.ts';
import { connectLightViewer } from './light-viewer.ts';
import { runProbeSampler } from './probe-sampler.ts';
import type {
  ShownCounts,
  SwarmCalls,
  SwarmMessage,
  SwarmRequest,
  ViewerSwarmConfig,
  ViewerWindowStats,
} from './viewer-protocol.ts';
import type { ViewerRecord } from './viewer-record.ts';

const CONNECT_GRACE_MS = 20_000;

const config = workerData as ViewerSwarmConfig;
const port = parentPort!;
const probeWishIds = new Set(config.probeWishIds);
const viewers: ViewerRecord[] = [];
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

const everConnected = () => viewers.filter((viewer) => viewer.everConnected);

/** Index of the first value ≥ target in an ascending array. */
function lowerBound(values: readonly number[], target: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (values[mid]! < target) low = mid + 1;
    else high = mid;
  }
  return low;
}

function windowStats({ from, to }: { from: number; to: number }): ViewerWindowStats {
  const stats: ViewerWindowStats = {
    connected: viewers.filter((v) => v.connected).length,
    messages: [],
    countsMessages: [],
    peakSecond: [],
    disconnects: viewers.reduce((sum, v) => sum + v.disconnects, 0),
    loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
    loopDelayMaxMs: loopDelay.max / 1e6,
  };
  for (const viewer of everConnected()) {
    const first = lowerBound(viewer.arrivals, from);
    const end = lowerBound(viewer.arrivals, to);
    stats.messages.push(end - first);
    stats.countsMessages.push(
      lowerBound(viewer.countsArrivals, to) - lowerBound(viewer.countsArrivals, from),
    );
    const perSecond = new Map<number, number>();
    for (let i = first; i < end; i++) {
      const second = Math.floor((viewer.arrivals[i]! - from) / 1000);
      perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
    }
    stats.peakSecond.push(Math.max(0, ...perSecond.values()));
  }
  return stats;
}

/** What the full viewers that ever connected show (light viewers keep no state). */
function shown({ wishIds }: { wishIds: string[] }): ShownCounts[] {
  const full = everConnected().filter((viewer) => viewer.shown);
  return wishIds.map((wishId) => {
    const groups = new Map<string, ShownCounts['groups'][number]>();
    for (const viewer of full) {
      const entry = viewer.shown!.get(wishId);
      const counts = entry
        ? {
            likes: entry.likes,
            hearts: entry.hearts,
            dislikes: entry.dislikes,
            version: entry.version,
          }
        : null;
      const key = JSON.stringify(counts);
      const group = groups.get(key) ?? { counts, viewers: 0 };
      group.viewers++;
      groups.set(key, group);
    }
    return { wishId, groups: [...groups.values()].sort((a, b) => b.viewers - a.viewers) };
  });
}

const handlers: {
  [K in keyof SwarmCalls]: (
    args: SwarmCalls[K]['args'],
  ) => SwarmCalls[K]['result'] | Promise<SwarmCalls[K]['result']>;
} = {
  mark: () => {
    loopDelay.reset();
    return null;
  },
  windowStats,
  probeArrivals: () => viewers.flatMap((viewer) => (viewer.probes ? [viewer.probes] : [])),
  shown,
  probe: runProbeSampler,
  close: () => {
    for (const viewer of viewers) viewer.close();
    loopDelay.disable();
    return null;
  },
};

/** Runs one call of the parent; a failing call comes back as an error message, never a rejection. */
async function answer(request: SwarmRequest): Promise<SwarmMessage> {
  try {
    const handler = handlers[request.call] as (args: unknown) => unknown;
    return { type: 'result', id: request.id, result: await handler(request.args) };
  } catch (error) {
    return { type: 'error', id: request.id, message: String(error) };
  }
}

port.on('message', (request: SwarmRequest) => {
  void answer(request).then((message) => port.postMessage(message));
});

const startedAt = Date.now();
const attempts: Promise<void>[] = [];
for (let i = 0; i < config.viewers; i++) {
  const delay = (i * config.rampMs) / config.viewers;
  attempts.push(
    new Promise((resolve) =>
      setTimeout(() => {
        const setup = {
          url: config.gatewayUrls[i % config.gatewayUrls.length]!,
          watchedWishIds: config.watchedWishIds,
          probeWishIds,
          sampled: i < config.sampledViewers,
          address: clientAddress(config.firstAddress + i),
        };
        const { viewer, attempted } =
          i < config.fullViewers ? connectFullViewer(setup) : connectLightViewer(setup);
        viewers.push(viewer);
        void attempted.then(resolve);
      }, delay),
    ),
  );
}
const grace = new Promise<void>((resolve) =>
  setTimeout(resolve, config.rampMs + CONNECT_GRACE_MS).unref(),
);
await Promise.race([Promise.all(attempts), grace]);
const connected = viewers.filter((viewer) => viewer.connected).length;
const ready: SwarmMessage = {
  type: 'ready',
  report: { connected, failed: config.viewers - connected, connectMs: Date.now() - startedAt },
};
port.postMessage(ready);
