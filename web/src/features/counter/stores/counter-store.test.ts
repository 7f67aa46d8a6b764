import { beforeEach, describe, expect, it } from 'vitest';
import { useCounterStore } from './counter-store.ts';

const initial = useCounterStore.getState();
const counter = () => useCounterStore.getState();

describe('counter store', () => {
  beforeEach(() => {
    useCounterStore.setState(initial, true);
  });

  it('applies the first state it receives, whatever its version', () => {
    counter().apply({ value: 0, version: 0 });
    expect(counter()).toMatchObject({ value: 0, version: 0, status: 'ready' });
  });

  it('applies a newer version', () => {
    counter().apply({ value: 10, version: 10 });
    counter().apply({ value: 11, version: 11 });
    expect(counter()).toMatchObject({ value: 11, version: 11 });
  });

  it('ignores a stale update that arrives after a newer one', () => {
    counter().apply({ value: 12, version: 12 });
    counter().apply({ value: 11, version: 11 });
    expect(counter()).toMatchObject({ value: 12, version: 12 });
  });

  it('ignores a duplicate of the current version', () => {
    counter().apply({ value: 12, version: 12 });
    counter().apply({ value: 99, version: 12 });
    expect(counter()).toMatchObject({ value: 12, version: 12 });
  });

  it('shows an error only while no count has arrived, and recovers from it', () => {
    counter().fail();
    expect(counter().status).toBe('error');
    counter().apply({ value: 5, version: 5 });
    expect(counter().status).toBe('ready');
    counter().fail();
    expect(counter()).toMatchObject({ status: 'ready', value: 5 });
  });

  it('tracks the live connection', () => {
    expect(counter().connection).toBe('connecting');
    counter().setConnection('connected');
    expect(counter().connection).toBe('connected');
    counter().setConnection('disconnected');
    expect(counter().connection).toBe('disconnected');
  });
});
