import WebSocket from 'ws';
import { SOCKET_PATH } from '@wishwall/contracts/socket-events';

/** What one hostile socket sent and was answered. */
export interface CrowdSocketRecord {
  connected: boolean;
  /** Events sent with an ack, and the acks received. */
  sent: number;
  answered: number;
  /** Acks that refused with `rate_limited`. */
  refused: number;
  /** Closed by the server while the run went on. */
  closedByServer: boolean;
}

/**
 * A socket that asks as much as the gateway allows: every `everyMs` one event, alternately a
 * `sync` of `wishIds` and an `identify` with `token`, each with an ack. It speaks the Engine.IO 4
 * / Socket.IO 5 wire protocol over a plain WebSocket (as the load tool's light viewers do), so
 * thousands fit in the test process, and counts acks without decoding the pushes.
 */
export function startCrowdSocket(options: {
  url: string;
  address: string;
  token: string;
  wishIds: () => string[];
  everyMs: number;
}): {
  record: CrowdSocketRecord;
  connected: Promise<boolean>;
  /** Stops asking; the socket stays open for the answers. */
  stop: () => void;
  close: () => void;
} {
  const record: CrowdSocketRecord = {
    connected: false,
    sent: 0,
    answered: 0,
    refused: 0,
    closedByServer: false,
  };
  const url = `${options.url.replace(/^http/, 'ws')}${SOCKET_PATH}/?EIO=4&transport=websocket`;
  const socket = new WebSocket(url, {
    perMessageDeflate: false,
    headers: { 'x-forwarded-for': options.address },
  });
  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  const connected = new Promise<boolean>((resolve) => {
    socket.on('error', () => resolve(false));
    socket.on('close', () => {
      clearInterval(timer);
      if (!closing && record.connected) record.closedByServer = true;
      resolve(false);
    });
    socket.on('message', (data: Buffer) => {
      const frame = data.toString();
      if (frame === '2') return socket.send('3'); // ping → pong
      if (frame.startsWith('0')) return socket.send('40'); // open → join "/"
      if (frame.startsWith('40')) {
        // One pace per socket, whatever the server sends again.
        if (record.connected) return;
        record.connected = true;
        timer = setInterval(send, options.everyMs);
        return resolve(true);
      }
      if (frame.startsWith('44')) return resolve(false); // refused at the handshake
      if (frame.startsWith('43')) {
        record.answered += 1;
        if (frame.includes('"rate_limited"')) record.refused += 1;
      }
    });
  });
  const send = () => {
    const ackId = record.sent;
    const event = ackId % 2 === 0 ? ['sync', options.wishIds()] : ['identify', options.token];
    record.sent += 1;
    socket.send(`42${ackId}${JSON.stringify(event)}`);
  };
  return {
    record,
    connected,
    stop: () => clearInterval(timer),
    close: () => {
      closing = true;
      clearInterval(timer);
      socket.close();
    },
  };
}
