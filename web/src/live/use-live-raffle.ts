import type { RaffleLiveResult } from '@wishwall/contracts/socket-events';
import { useEffect, useState } from 'react';
import { liveFeeds } from './live-feeds.ts';
import { lastDrawn } from './raffle-winner.ts';
import { useRaffle } from './use-raffle.ts';

/**
 * The last draw this page knows of: the gateway's `raffle` event, sent once to every socket
 * connected at the draw, or else the raffle's last result (`useRaffle`), which a connect's
 * `round` push has read again when the round was drawn meanwhile. So a page that loaded just
 * before a draw and connected just after it still learns the winner. Null before any draw.
 */
export function useLiveRaffle(): RaffleLiveResult | null {
  const [result, setResult] = useState<RaffleLiveResult | null>(null);
  useEffect(() => liveFeeds.followRaffle(setResult), []);
  const raffle = useRaffle();
  return result ?? lastDrawn(raffle);
}
