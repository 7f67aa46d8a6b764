/** What a route tells the layout about itself, through React Router's `handle`. */
export interface RouteHandle {
  /** The wall (home) screen: on a phone its sidebars come first, as the wall scrolls on forever. */
  wall?: true;
  /**
   * The page carries the ads slot (the home and wish pages:
   * docs/product.md#cookie-consent-and-ads).
   */
  ads?: true;
}

export const WALL_HANDLE: RouteHandle = { wall: true, ads: true };
export const WISH_HANDLE: RouteHandle = { ads: true };

const isHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null;

export function isWallHandle(handle: unknown): boolean {
  return isHandle(handle) && handle.wall === true;
}

export function carriesAds(handle: unknown): boolean {
  return isHandle(handle) && handle.ads === true;
}
