export interface Debounced {
  (): void;
  cancel: () => void;
}

/** Runs `fn` once calls have stopped for `waitMs`. */
export function debounce(fn: () => void, waitMs: number): Debounced {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = () => {
    clearTimeout(timer);
    timer = setTimeout(fn, waitMs);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
