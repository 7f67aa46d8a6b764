import { beforeEach, describe, expect, it } from 'vitest';
import { useNoticeStore } from './notice-store.ts';

describe('notice store', () => {
  beforeEach(() => useNoticeStore.getState().close());

  it('keeps a page’s notice while the visitor stays and drops it when they leave', () => {
    const store = useNoticeStore.getState();
    store.show({ kind: 'route_not_found', at: '/en' });
    store.leave('/en');
    expect(useNoticeStore.getState().notice).toEqual({ kind: 'route_not_found', at: '/en' });
    store.leave('/en/contact');
    expect(useNoticeStore.getState().notice).toBeNull();
  });

  it('keeps a notice for no page in particular across pages until it is closed', () => {
    const store = useNoticeStore.getState();
    store.show({ kind: 'registered', email: 'ana@example.com', at: null });
    store.leave('/en/config');
    expect(useNoticeStore.getState().notice?.kind).toBe('registered');
    store.close();
    expect(useNoticeStore.getState().notice).toBeNull();
  });
});
