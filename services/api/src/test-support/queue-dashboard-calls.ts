import { expect } from 'vitest';
import type { ApiTestHandle } from './use-api.ts';

/** The cookie `POST /v1/admin/queues-session` sets for `token`, whole and as name=value. */
export async function dashboardCookie({ app }: ApiTestHandle, token: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/admin/queues-session',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  const setCookie = String(response.headers['set-cookie']);
  const [cookie = ''] = setCookie.split(';');
  return { setCookie, cookie };
}

/** The dashboard's own origin, as its page sends it on a change. */
export const dashboardOrigin = ({ ctx }: ApiTestHandle) => new URL(ctx.config.publicUrl).origin;

/** One dashboard request as the browser sends it: the cookie, and `Origin` on a change. */
export function dashboardCall(
  { app }: ApiTestHandle,
  method: string,
  url: string,
  { cookie, origin, body }: { cookie?: string; origin?: string; body?: object } = {},
) {
  return app.inject({
    method: method as 'GET',
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
    ...(method === 'GET' ? {} : { payload: body ?? {} }),
  });
}
