import type { WalletDto } from '@wishwall/contracts/wallet.dto';
import { useCallback, useEffect, useState } from 'react';
import { liveFeeds } from '../../../live/live-feeds.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { getWallet } from '../api/get-wallet.ts';
import { newerWallet } from '../utils/wallet-rules.ts';

type WalletLoad =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; wallet: WalletDto };

/**
 * The wallet tab's balance: one fetch, then the gateway's pushes to this user's sockets (the
 * socket identifies itself with the session token). `refreshKey` moves with every push (a
 * withdrawal approved, or left processing by PayPal, moves no money but is news) and each time
 * the socket is identified, so lists keyed on it refetch.
 */
export function useLiveWallet() {
  const token = useSessionStore((s) => s.token);
  const [load, setLoad] = useState<WalletLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  /** Pushes received, and identifications (after which what was pushed before is fetched). */
  const [news, setNews] = useState(0);

  const apply = useCallback((next: WalletDto) => {
    setLoad((current) => ({
      status: 'ready',
      wallet: newerWallet(current.status === 'ready' ? current.wallet : null, next),
    }));
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    getWallet(controller.signal).then(apply, (error: unknown) => {
      if (controller.signal.aborted) return;
      console.warn('Could not load the wallet', error);
      setLoad((current) => (current.status === 'ready' ? current : { status: 'error' }));
    });
    return () => controller.abort();
  }, [apply, attempt]);

  // Pushes sent before the socket was identified reached nobody: once it is, fetch afresh
  // (a wallet no newer than the one shown changes nothing), and the lists too: a withdrawal
  // approved, paid or left processing by PayPal moves no money of the wallet, so its version
  // stays and only the statement shows it (docs/decisions/0041-money-text-and-statement.md).
  // The key moves with the wallet in one update, so the lists refetch once.
  const refetch = useCallback(() => {
    const fetched = (wallet?: WalletDto) => {
      if (wallet) apply(wallet);
      setNews((count) => count + 1);
    };
    getWallet().then(fetched, (error: unknown) => {
      console.warn('Could not load the wallet', error);
      fetched();
    });
  }, [apply]);

  useEffect(
    () =>
      liveFeeds.followWallet(
        token,
        ({ balance, version }) => {
          apply({ balance, version, last_update: new Date().toISOString() });
          setNews((count) => count + 1);
        },
        { onMissed: refetch },
      ),
    [apply, refetch, token],
  );

  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  const refreshKey = `${load.status === 'ready' ? load.wallet.version : 0}:${news}`;
  return { load, apply, retry, refreshKey };
}
