import type { WishCountsDto } from '@wishwall/contracts/wish.dto';
import type { ProbeResult, ProbeSamplerOptions } from './probe-sampler.ts';

/** Everything the viewer swarm worker needs, passed as its workerData. */
export interface ViewerSwarmConfig {
  /** The gateways: viewer i connects to the (i mod n)-th. */
  gatewayUrls: string[];
  viewers: number;
  /** Connections are spread evenly over this time, as a crowd arrives, not all at once. */
  rampMs: number;
  /** Wishes each viewer has on screen: it resyncs their counts on (re)connect. */
  watchedWishIds: string[];
  /**
   * The first `fullViewers` run socket.io-client and keep the counts they show (checked for
   * consistency); the rest only count what they receive (see light-viewer.ts).
   */
  fullViewers: number;
  /** Wishes whose pushes the first `sampledViewers` viewers (all full) time individually. */
  probeWishIds: string[];
  sampledViewers: number;
  /**
   * Viewer i connects from client address `firstAddress + i` (X-Forwarded-For), as a crowd
   * arrives from many addresses: the gateway caps connections per address.
   */
  firstAddress: number;
}

export interface ConnectReport {
  connected: number;
  failed: number;
  /** From the first connection attempt until every viewer connected or gave up. */
  connectMs: number;
}

export interface ViewerWindowStats {
  /** Viewers connected now. */
  connected: number;
  /** Per viewer: every server message in the window (counts, top, counter, published…). */
  messages: number[];
  /** Per viewer: `counts` messages in the window. */
  countsMessages: number[];
  /** Per viewer: the most messages in any one second of the window. */
  peakSecond: number[];
  /** Times a viewer lost its connection, over the whole run. */
  disconnects: number;
  /** The worker's own event-loop delay since the last mark, so its timestamps can be trusted. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

/** One `counts` entry for a probe wish, as a sampled viewer received it. */
export interface ProbeArrival {
  wishId: string;
  likes: number;
  at: number;
}

/** The counts full viewers show for one wish, grouped: all agree when there is one group. */
export interface ShownCounts {
  wishId: string;
  groups: { counts: Omit<WishCountsDto, 'wishId'> | null; viewers: number }[];
}

/** The calls the main thread makes to the swarm worker, with their results. */
export interface SwarmCalls {
  /** Resets the event-loop delay measurement. */
  mark: { args: null; result: null };
  windowStats: { args: { from: number; to: number }; result: ViewerWindowStats };
  /** Per sampled viewer, its probe arrivals in order. */
  probeArrivals: { args: null; result: ProbeArrival[][] };
  shown: { args: { wishIds: string[] }; result: ShownCounts[] };
  /** Sends the timed probe votes from this worker (the timing one), so both ends of a sample are stamped on it. */
  probe: { args: ProbeSamplerOptions; result: ProbeResult };
  close: { args: null; result: null };
}
export type SwarmCallName = keyof SwarmCalls;

export type SwarmMessage =
  | { type: 'ready'; report: ConnectReport }
  | { type: 'result'; id: number; result: unknown }
  | { type: 'error'; id: number; message: string };

export interface SwarmRequest {
  id: number;
  call: SwarmCallName;
  args: unknown;
}
