/** A wish page's watchers: the room its vote changes go to. */
export const wishRoom = (wishId: string) => `wish:${wishId}`;

/** How many wishes a socket watches, by the rooms it holds. */
export function watchedWishes(socket: { rooms: Set<string> }): number {
  let watched = 0;
  for (const room of socket.rooms) if (room.startsWith('wish:')) watched += 1;
  return watched;
}
