import { SOCKET_PATH } from '@wishwall/contracts/socket-events';
import type { ViewerRecord, ViewerSetup } from './viewer-record.ts';

const RECONNECT_DELAY_MS = 500;
const MAX_RECONNECTS = 20;

/**
 * A viewer that speaks just enough of the Engine.IO 4 / Socket.IO 5 wire protocol over a
 * plain WebSocket to look like the web client to the gateway (connect, resync, answer pings)
 * and counts the messages it gets without decoding them. Thousands of socket.io-client
 * instances parsing every batch would need more CPU than the server they measure on a
 * two-core machine; the gateway does the same work for either kind.
 */
export function connectLightViewer(setup: ViewerSetup): {
  viewer: ViewerRecord;
  attempted: Promise<void>;
} {
  const url = `${setup.url.replace(/^http/, 'ws')}${SOCKET_PATH}/?EIO=4&transport=websocket`;
  const syncFrame = `421${JSON.stringify(['sync', setup.watchedWishIds])}`;
  let socket: WebSocket | undefined;
  let closing = false;
  let reconnects = 0;
  let settle: () => void = () => undefined;
  const viewer: ViewerRecord = {
    connected: false,
    everConnected: false,
    disconnects: 0,
    arrivals: [],
    countsArrivals: [],
    shown: null,
    probes: null,
    close: () => {
      closing = true;
      socket?.close();
    },
  };

  const onFrame = (frame: string) => {
    if (frame === '2') return socket?.send('3'); // Engine.IO ping → pong
    if (frame.startsWith('0')) return socket?.send('40'); // Engine.IO open → join namespace "/"
    if (frame.startsWith('40')) {
      viewer.connected = true;
      viewer.everConnected = true;
      socket?.send(syncFrame);
      return settle();
    }
    if (frame.startsWith('44')) return settle(); // namespace refused
    if (!frame.startsWith('42')) return; // acks (43…) and the rest are not messages we count
    const at = Date.now();
    viewer.arrivals.push(at);
    if (frame.startsWith('42["counts"')) viewer.countsArrivals.push(at);
    else if (frame.startsWith('42["resync"')) socket?.send(syncFrame);
  };

  const open = () => {
    socket = new WebSocket(url);
    socket.onmessage = (event: MessageEvent) => onFrame(String(event.data));
    socket.onerror = () => settle();
    socket.onclose = () => {
      if (viewer.connected) viewer.disconnects++;
      viewer.connected = false;
      settle();
      if (!closing && reconnects++ < MAX_RECONNECTS) setTimeout(open, RECONNECT_DELAY_MS);
    };
  };
  const attempted = new Promise<void>((resolve) => {
    settle = resolve;
  });
  open();
  return { viewer, attempted };
}
