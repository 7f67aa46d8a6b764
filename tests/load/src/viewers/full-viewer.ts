import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  syncChunks,
  unpackCounts,
  type ClientToServerEvents,
  type PackedCounts,
  type ServerToClientEvents,
} from '@wishwall/contracts/socket-events';
import {
  applyCounts,
  newViewerRecord,
  type ViewerRecord,
  type ViewerSetup,
} from './viewer-record.ts';

/**
 * A viewer that behaves like the web client: socket.io-client, resync on (re)connect and
 * when the gateway says so, counts kept by version. Its state is what the consistency check
 * compares with Postgres, and sampled ones time each probe vote's push.
 */
export function connectFullViewer(setup: ViewerSetup): {
  viewer: ViewerRecord;
  attempted: Promise<void>;
} {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(setup.url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    // One connection per viewer: without it socket.io-client shares one per URL.
    forceNew: true,
    reconnectionDelay: 500,
    extraHeaders: { 'x-forwarded-for': setup.address },
  });
  const viewer = newViewerRecord({
    shown: new Map(),
    probes: setup.sampled ? [] : null,
    close: () => socket.disconnect(),
  });
  // In events of SYNC_MAX_WISHES ids at most, as the web client sends them.
  const syncEvents = syncChunks(setup.watchedWishIds);
  const sync = () => {
    for (const ids of syncEvents) {
      socket.emit('sync', ids, (counts) =>
        applyCounts(viewer, counts, Date.now(), setup.probeWishIds),
      );
    }
  };
  socket.on('connect', () => {
    viewer.connected = true;
    viewer.everConnected = true;
    sync();
  });
  socket.on('resync', sync);
  socket.on('disconnect', () => {
    viewer.connected = false;
    viewer.disconnects++;
  });
  socket.onAny((event: string, ...args: unknown[]) => {
    const at = Date.now();
    viewer.arrivals.push(at);
    if (event !== 'counts') return;
    viewer.countsArrivals.push(at);
    applyCounts(viewer, (args[0] as PackedCounts[]).map(unpackCounts), at, setup.probeWishIds);
  });
  const attempted = new Promise<void>((resolve) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', () => resolve());
  });
  return { viewer, attempted };
}
