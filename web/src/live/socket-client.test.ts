import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECONNECT_AFTER_SERVER_DROP_MS, reconnectAfterServerDrop } from './socket-client.ts';

function fakeClient() {
  let onDisconnect: ((reason: string) => void) | undefined;
  const client = {
    connected: true,
    connects: 0,
    on(event: string, listener: (reason: string) => void) {
      if (event === 'disconnect') onDisconnect = listener;
      return client;
    },
    connect() {
      client.connects += 1;
      return client;
    },
  };
  const drop = (reason: string) => {
    client.connected = false;
    onDisconnect?.(reason);
  };
  return { client, drop };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('reconnecting after the server closed the connection', () => {
  it('asks again after a pause when the server dropped it, once', () => {
    vi.useFakeTimers();
    const { client, drop } = fakeClient();
    reconnectAfterServerDrop(client as never);
    drop('io server disconnect');
    vi.advanceTimersByTime(RECONNECT_AFTER_SERVER_DROP_MS - 1);
    expect(client.connects).toBe(0);
    vi.advanceTimersByTime(1);
    expect(client.connects).toBe(1);
  });

  it('leaves the other disconnects to Socket.IO, and a connection back already alone', () => {
    vi.useFakeTimers();
    const { client, drop } = fakeClient();
    reconnectAfterServerDrop(client as never);
    drop('transport close');
    drop('io client disconnect');
    drop('io server disconnect');
    client.connected = true; // Back by other means before the pause ended.
    vi.advanceTimersByTime(RECONNECT_AFTER_SERVER_DROP_MS);
    expect(client.connects).toBe(0);
  });
});
