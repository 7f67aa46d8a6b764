import { useEffect } from 'react';
import { socket } from '../../../live/socket-client.ts';
import { getWishesCount } from '../api/get-wishes-count.ts';
import { useCounterStore } from '../stores/counter-store.ts';

/**
 * Keeps the counter store current: one HTTP snapshot for the first paint, then the gateway's
 * pushes. The store's version rule settles any race between the two.
 */
export function useLiveCounter(): void {
  useEffect(() => {
    const { apply, fail, setConnection } = useCounterStore.getState();
    const controller = new AbortController();

    getWishesCount(controller.signal).then(apply, (error: unknown) => {
      if (controller.signal.aborted) return;
      console.warn('Could not load the wish count', error);
      fail();
    });

    const onConnect = () => setConnection('connected');
    const onDisconnect = () => setConnection('disconnected');
    socket.on('counter', apply);
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onDisconnect);
    if (socket.connected) onConnect();
    else socket.connect();

    return () => {
      controller.abort();
      socket.off('counter', apply);
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onDisconnect);
    };
  }, []);
}
