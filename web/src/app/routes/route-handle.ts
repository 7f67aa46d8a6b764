/** What a route tells the layout about itself, through React Router's `handle`. */
export interface RouteHandle {
  /** The wall (home) screen: on a phone its sidebars come first, as the wall scrolls on forever. */
  wall: true;
}

export const WALL_HANDLE: RouteHandle = { wall: true };

export function isWallHandle(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'wall' in handle && handle.wall === true;
}
