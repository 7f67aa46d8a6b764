import { create } from 'zustand';

/** Something the site tells the visitor once, above the page, until they close it or leave. */
export type Notice =
  /** An address that is no page: the visitor landed on their language's home instead. */
  | { kind: 'route_not_found'; at: string }
  /** The account exists and a verification link went to `email`; shown on whatever page follows. */
  | { kind: 'registered'; email: string; at: null };

export interface NoticeStore {
  notice: Notice | null;
  show: (notice: Notice) => void;
  /** Leaving the page a notice was for (or closing it) ends it. */
  leave: (pathname: string) => void;
  close: () => void;
}

export const useNoticeStore = create<NoticeStore>()((set, get) => ({
  notice: null,
  show: (notice) => set({ notice }),
  leave: (pathname) => {
    const { notice } = get();
    if (notice?.at !== null && notice?.at !== undefined && notice.at !== pathname) {
      set({ notice: null });
    }
  },
  close: () => set({ notice: null }),
}));
