import WebSocket from 'ws';
import { SOCKET_PATH, syncChunks } from '@wishwall/contracts/socket-events';
import { newViewerRecord, type ViewerRecord, type ViewerSetup } from './viewer-record.ts';

const RECONNECT_DELAY_MS = 500;
const MAX_RECONNECTS = 20;
/** Enough of a frame to tell its kind: `42["counts"` is the longest prefix looked at. */
const HEAD_BYTES = 12;

/**
 * A viewer that speaks just enough of the Engine.IO 4 / Socket.IO 5 wire protocol over a
 * plain WebSocket to look like the web client to the gateway (connect, resync, answer pings)
 * and counts the messages it gets without decoding them: it reads a frame's first bytes only
 * (ws, without UTF-8 validation). Thousands of socket.io-clients — or of Node's own
 * WebSocket, which decodes every frame into a string — would need more CPU than the server
 * they measure on a two-core machine; the gateway does the same work for either kind.
 */
export function connectLightViewer(setup: ViewerSetup): {
  viewer: ViewerRecord;
  attempted: Promise<void>;
} {
  const url = `${setup.url.replace(/^http/, 'ws')}${SOCKET_PATH}/?EIO=4&transport=websocket`;
  // In events of SYNC_MAX_WISHES ids at most, as the web client sends them.
  const syncFrames = syncChunks(setup.watchedWishIds).map(
    (ids, i) => `42${i + 1}${JSON.stringify(['sync', ids])}`,
  );
  const sync = () => syncFrames.forEach((frame) => socket?.send(frame));
  let socket: WebSocket | undefined;
  let closing = false;
  let reconnects = 0;
  let settle: () => void = () => undefined;
  const viewer = newViewerRecord({
    shown: null,
    probes: null,
    close: () => {
      closing = true;
      socket?.close();
    },
  });

  const onFrame = (frame: Buffer) => {
    const head = frame.toString('latin1', 0, HEAD_BYTES);
    if (head === '2') return socket?.send('3'); // Engine.IO ping → pong
    if (head.startsWith('0')) return socket?.send('40'); // Engine.IO open → join namespace "/"
    if (head.startsWith('40')) {
      viewer.connected = true;
      viewer.everConnected = true;
      sync();
      return settle();
    }
    if (head.startsWith('44')) return settle(); // namespace refused
    if (!head.startsWith('42')) return; // acks (43…) and the rest are not messages we count
    const at = Date.now();
    viewer.arrivals.push(at);
    if (head.startsWith('42["counts"')) viewer.countsArrivals.push(at);
    else if (head.startsWith('42["resync"')) sync();
  };

  const open = () => {
    const current = new WebSocket(url, {
      skipUTF8Validation: true,
      perMessageDeflate: false,
      headers: { 'x-forwarded-for': setup.address },
    });
    socket = current;
    current.on('message', (data: Buffer) => onFrame(data));
    current.on('error', () => settle());
    current.on('close', () => {
      if (viewer.connected) viewer.disconnects++;
      viewer.connected = false;
      settle();
      if (!closing && reconnects++ < MAX_RECONNECTS) setTimeout(open, RECONNECT_DELAY_MS);
    });
  };
  const attempted = new Promise<void>((resolve) => {
    settle = resolve;
  });
  open();
  return { viewer, attempted };
}
