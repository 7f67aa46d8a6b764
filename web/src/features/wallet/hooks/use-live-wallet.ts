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
 * socket identifies itself with the session token). `refreshKey` moves with every change
 * (a withdrawal approved moves no money but is news), so lists keyed on it refetch.
 */
export function useLiveWallet() {
  const token = useSessionStore((s) => s.token);
  const [load, setLoad] = useState<WalletLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [pushes, setPushes] = useState(0);

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
  // (a wallet no newer than the one shown changes nothing).
  const refetch = useCallback(() => {
    getWallet().then(apply, (error: unknown) => console.warn('Could not load the wallet', error));
  }, [apply]);

  useEffect(
    () =>
      liveFeeds.followWallet(
        token,
        ({ balance, version }) => {
          apply({ balance, version, last_update: new Date().toISOString() });
          setPushes((count) => count + 1);
        },
        { onMissed: refetch },
      ),
    [apply, refetch, token],
  );

  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  const refreshKey = `${load.status === 'ready' ? load.wallet.version : 0}:${pushes}`;
  return { load, apply, retry, refreshKey };
}
