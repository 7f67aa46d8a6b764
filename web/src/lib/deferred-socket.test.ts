import type { Socket } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import { deferredSocket } from './deferred-socket.ts';

type Events = { counter: (n: number) => void; other: () => void };

/** Stands in for a Socket.IO client socket: records what the facade hands over. */
function recordingSocket() {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const fake = {
    connected: false,
    active: false,
    connects: 0,
    on(event: string, listener: (...args: unknown[]) => void) {
      (listeners.get(event) ?? listeners.set(event, new Set()).get(event)!).add(listener);
      return fake;
    },
    off(event: string, listener: (...args: unknown[]) => void) {
      listeners.get(event)?.delete(listener);
      return fake;
    },
    emit: vi.fn(),
    connect() {
      fake.connects += 1;
      fake.active = true;
      fake.connected = true;
      return fake;
    },
    timeout: () => ({ emit: vi.fn() }),
    fire(event: string, ...args: unknown[]) {
      for (const listener of listeners.get(event) ?? []) listener(...args);
    },
  };
  return fake;
}

describe('deferredSocket', () => {
  it('loads the client only on the first connect, handing over the listeners kept until then', async () => {
    const fake = recordingSocket();
    const load = vi.fn(async () => fake as unknown as Socket<Events, Events>);
    const socket = deferredSocket<Events, Events>(load);
    const kept = vi.fn();
    const removed = vi.fn();
    socket.on('counter', kept);
    socket.on('counter', removed);
    socket.off('counter', removed);
    expect(load).not.toHaveBeenCalled();
    expect(socket.connected).toBe(false);

    socket.connect();
    socket.connect();
    await vi.waitFor(() => expect(socket.connected).toBe(true));
    expect(load).toHaveBeenCalledTimes(1);
    expect(fake.connects).toBe(1);
    fake.fire('counter', 7);
    expect(kept).toHaveBeenCalledWith(7);
    expect(removed).not.toHaveBeenCalled();

    socket.off('counter', kept);
    fake.fire('counter', 8);
    expect(kept).toHaveBeenCalledTimes(1);
  });

  it('asks the client to connect only when it is not connecting or connected already', async () => {
    const fake = recordingSocket();
    const socket = deferredSocket<Events, Events>(
      async () => fake as unknown as Socket<Events, Events>,
    );
    socket.connect();
    await vi.waitFor(() => expect(socket.connected).toBe(true));
    // Connecting, connected or waiting to reconnect: Socket.IO would send its CONNECT again.
    fake.connected = false;
    socket.connect();
    expect(fake.connects).toBe(1);
    // Closed by the server or by the page: a connect is asked for again.
    fake.active = false;
    socket.connect();
    expect(fake.connects).toBe(2);
  });

  it('fails a timed emit at once before the client has loaded, as offline', () => {
    const socket = deferredSocket<Events, Events>(() => new Promise(() => {}));
    const ack = vi.fn();
    (socket.timeout(100).emit as (event: string, ack: unknown) => void)('other', ack);
    expect(ack).toHaveBeenCalledWith(expect.any(Error));
  });

  it('tells connect_error listeners when the client cannot load, and tries again on the next connect', async () => {
    const fake = recordingSocket();
    const load = vi
      .fn<() => Promise<Socket<Events, Events>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(fake as unknown as Socket<Events, Events>);
    const socket = deferredSocket<Events, Events>(load);
    const onError = vi.fn();
    (socket.on as (event: string, listener: () => void) => void)('connect_error', onError);
    socket.connect();
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    socket.connect();
    await vi.waitFor(() => expect(socket.connected).toBe(true));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
