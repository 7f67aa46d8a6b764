import type { RaffleLiveResult } from '@wishwall/contracts/socket-events';
import { useEffect, useState } from 'react';
import { socket } from './socket-client.ts';

/**
 * The raffle's result as it is drawn while the page is open (the gateway's `raffle` event,
 * sent once to every socket); null until then. Pages read the drawn result from the API when
 * they load, so a draw before they opened is never missed.
 */
export function useLiveRaffle(): RaffleLiveResult | null {
  const [result, setResult] = useState<RaffleLiveResult | null>(null);
  useEffect(() => {
    socket.on('raffle', setResult);
    if (!socket.connected) socket.connect();
    return () => {
      socket.off('raffle', setResult);
    };
  }, []);
  return result;
}
