// Which wishes are on screen right now, so a (re)connect resyncs exactly those. Kept outside any
// store's state: mounting a card must not re-render every other one.
const onScreen = new Map<string, number>();

/** A component shows this wish's counts until the returned function is called. */
export function showWishCounts(wishId: string): () => void {
  onScreen.set(wishId, (onScreen.get(wishId) ?? 0) + 1);
  return () => {
    const left = (onScreen.get(wishId) ?? 1) - 1;
    if (left > 0) onScreen.set(wishId, left);
    else onScreen.delete(wishId);
  };
}

export function wishIdsOnScreen(): string[] {
  return [...onScreen.keys()];
}
