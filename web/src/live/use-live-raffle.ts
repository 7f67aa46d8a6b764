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
 *
 * With `sinceOpened`, only a result drawn after the page first read the raffle: the wall marks
 * a card when a draw names it while the wall is open, not the last round's winner in cards
 * already placed (a badge arriving a moment after them would move them).
 */
export function useLiveRaffle({ sinceOpened = false } = {}): RaffleLiveResult | null {
  const [result, setResult] = useState<RaffleLiveResult | null>(null);
  useEffect(() => liveFeeds.followRaffle(setResult), []);
  const raffle = useRaffle();
  // The result round of the first read this page saw (undefined until there is one).
  const [opened, setOpened] = useState<number | null | undefined>(undefined);
  if (raffle && opened === undefined) setOpened(raffle.result_round);
  if (result) return result;
  if (sinceOpened && (opened === undefined || raffle?.result_round === opened)) return null;
  return lastDrawn(raffle);
}
