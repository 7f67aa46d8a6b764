import type { ApiApp } from '../app.ts';

export interface ListedRoute {
  method: string;
  path: string;
}

/** Every route the app serves, read from Fastify's route tree (HEAD left out). */
export function listRoutes(app: ApiApp): ListedRoute[] {
  const routes: ListedRoute[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    const path = (parents[depth - 1] ?? '') + segment;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of methods?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}
