import type { WishCountsDto } from '@wishwall/contracts/wish.dto';
import type { ProbeArrival } from './viewer-protocol.ts';

/** What the swarm keeps about one simulated viewer. */
export interface ViewerRecord {
  connected: boolean;
  everConnected: boolean;
  disconnects: number;
  /** Arrival times of every server message, ascending. */
  arrivals: number[];
  countsArrivals: number[];
  /** What the viewer shows, newest version per wish; full viewers only. */
  shown: Map<string, WishCountsDto> | null;
  /** Arrivals of probe-wish counts; sampled viewers only. */
  probes: ProbeArrival[] | null;
  close(): void;
}

/** A viewer not yet connected, with what only its kind keeps. */
export function newViewerRecord(
  kind: Pick<ViewerRecord, 'shown' | 'probes' | 'close'>,
): ViewerRecord {
  return {
    connected: false,
    everConnected: false,
    disconnects: 0,
    arrivals: [],
    countsArrivals: [],
    ...kind,
  };
}

export interface ViewerSetup {
  url: string;
  watchedWishIds: readonly string[];
  probeWishIds: ReadonlySet<string>;
  sampled: boolean;
  /** The client address the viewer connects from (X-Forwarded-For). */
  address: string;
}

/** Applies a counts batch the way the web client does: a newer version wins. */
export function applyCounts(
  viewer: ViewerRecord,
  batch: readonly WishCountsDto[],
  at: number,
  probeWishIds: ReadonlySet<string>,
): void {
  if (!viewer.shown) return;
  for (const counts of batch) {
    const current = viewer.shown.get(counts.wishId);
    if (current && current.version >= counts.version) continue;
    viewer.shown.set(counts.wishId, counts);
    if (viewer.probes && probeWishIds.has(counts.wishId)) {
      viewer.probes.push({ wishId: counts.wishId, likes: counts.likes, at });
    }
  }
}
