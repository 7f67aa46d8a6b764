import type { RaffleLiveResult } from '@wishwall/contracts/socket-events';
import { useEffect, useState } from 'react';
import { liveFeeds } from './live-feeds.ts';

/**
 * The raffle's result as it is drawn while the page is open (the gateway's `raffle` event,
 * sent once to every socket); null until then. Pages read the drawn result from the API when
 * they load, so a draw before they opened is never missed.
 */
export function useLiveRaffle(): RaffleLiveResult | null {
  const [result, setResult] = useState<RaffleLiveResult | null>(null);
  useEffect(() => liveFeeds.followRaffle(setResult), []);
  return result;
}
