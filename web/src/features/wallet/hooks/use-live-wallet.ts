import type { WalletDto } from '@wishwall/contracts/wallet.dto';
import type { WalletLiveState } from '@wishwall/contracts/socket-events';
import { useCallback, useEffect, useState } from 'react';
import { identifySocket } from '../../../live/identify-socket.ts';
import { socket } from '../../../live/socket-client.ts';
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

  useEffect(() => {
    let stopAsking = () => {};
    const identify = () => {
      stopAsking();
      stopAsking = identifySocket(token);
    };
    const onWallet = ({ balance, version }: WalletLiveState) => {
      apply({ balance, version, last_update: new Date().toISOString() });
      setPushes((count) => count + 1);
    };
    socket.on('connect', identify);
    socket.on('wallet', onWallet);
    if (socket.connected) identify();
    else socket.connect();
    return () => {
      socket.off('connect', identify);
      socket.off('wallet', onWallet);
      stopAsking();
      if (socket.connected) socket.emit('identify', null);
    };
  }, [apply, token]);

  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  const refreshKey = `${load.status === 'ready' ? load.wallet.version : 0}:${pushes}`;
  return { load, apply, retry, refreshKey };
}
