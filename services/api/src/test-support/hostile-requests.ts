import type { InjectOptions } from 'fastify';
import { sampleOf, type CatalogRoute } from './route-catalog.ts';

/** One request a hostile client might send, and a label that says what it tries. */
export interface HostileRequest {
  label: string;
  options: InjectOptions;
}

const deeplyNested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Text that breaks storage, parsing or arithmetic when a route takes it at face value. */
export const HOSTILE_TEXT = [
  'a\u0000b',
  '\ud800',
  'x'.repeat(20_000),
  '',
  ' \t ',
  'Infinity',
  '1e309',
  'NaN',
  '-1',
  '1.5',
  '99999999999999999999999',
  '[]',
  '__proto__',
  "$`$&$'$1$<x>$$",
  '\u202e\ufeff😀',
];

/** JSON values of every wrong kind, for any body field. */
export const HOSTILE_JSON: unknown[] = [
  ...HOSTILE_TEXT,
  null,
  true,
  1.5,
  -1,
  1e308,
  2 ** 53 + 1,
  [],
  ['x'],
  { value: 'x' },
  JSON.parse(deeplyNested(200)),
];

const json = (label: string, payload: string | Buffer) => ({
  label,
  contentType: 'application/json',
  payload,
});

/** Whole bodies: wrong content types, broken or empty JSON, bad bytes, deep nesting. */
const HOSTILE_BODIES: { label: string; contentType?: string; payload: string | Buffer }[] = [
  json('empty JSON body', ''),
  json('broken JSON', '{"a":'),
  json('JSON null', 'null'),
  json('JSON array', '[1,2]'),
  json('JSON string', '"text"'),
  json('JSON 1e309', '1e309'),
  json('JSON NUL escape key', '{"\\u0000":1}'),
  json(
    'prototype poisoning',
    '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
  ),
  json(
    'invalid UTF-8 bytes',
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  ),
  json('nesting 100,000 deep', deeplyNested(1e5)),
  json('nesting with __proto__', `${'{"a":'.repeat(20_000)}{"__proto__":1}${'}'.repeat(20_000)}`),
  json('over the body limit', JSON.stringify({ a: 'x'.repeat(1_100_000) })),
  { label: 'text/plain', contentType: 'text/plain', payload: 'hello' },
  { label: 'form', contentType: 'application/x-www-form-urlencoded', payload: 'a=b&a=c' },
  { label: 'xml', contentType: 'application/xml', payload: '<a/>' },
  { label: 'JSON as UTF-16', contentType: 'application/json; charset=utf-16', payload: '{}' },
  { label: 'multipart without boundary', contentType: 'multipart/form-data', payload: 'x' },
  {
    label: 'multipart cut short',
    contentType: 'multipart/form-data; boundary=b',
    payload: '--b\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nabc',
  },
  { label: 'no content type', payload: 'raw' },
];

const HOSTILE_HEADERS: Record<string, string>[] = [
  { authorization: 'Bearer a\u0000b' },
  { authorization: 'Bearer a.b.c' },
  { authorization: `Bearer ${'x'.repeat(10_000)}` },
  { authorization: 'Basic YTpi' },
  { authorization: 'Bearer' },
  { 'accept-language': `\u0000, ${'x'.repeat(5000)};q=NaN` },
  { 'x-forwarded-for': '\u0000, not-an-address, 999.1.1.1' },
];

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Percent-encodes as a client would, except that a lone surrogate (which has no UTF-8 form)
 * becomes the three bytes a careless encoder would send for it.
 */
function encode(value: string): string {
  let encoded = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    encoded +=
      char.length === 1 && code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(char);
  }
  return encoded;
}

const fill = (url: string, value: string) => url.replace(/:\w+|\*/g, () => encode(value));

const withQuery = (url: string, query: Record<string, string>) =>
  `${url}?${Object.entries(query)
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .join('&')}`;

/**
 * The route's URL with each parameter set to a plausible value: the one `params` names (a row
 * that exists, so the other hostile values reach the service), else `1`.
 */
const baseUrl = (route: CatalogRoute, params: Record<string, string>) =>
  route.url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1').replace('*', 'x');

function baseQuery(route: CatalogRoute): Record<string, string> {
  return Object.fromEntries(
    route.query.map(({ name, schema }) => [name, String(sampleOf(schema))]),
  );
}

/**
 * Plausible values for the required body fields (an optional one, such as a gift link's token,
 * would have the service refuse its sample before it looks at the rest); `x_confirmation`
 * repeats `x`, as a form would.
 */
function baseBody(
  route: CatalogRoute,
  extra: Record<string, unknown>,
  hostile?: string,
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    ...Object.fromEntries(
      route.body
        .filter((field) => field.required)
        .map(({ name, schema }) => [name, sampleOf(schema)]),
    ),
    ...extra,
  };
  for (const name of Object.keys(body)) {
    const confirmed = /^(.+)_confirmation$/.exec(name)?.[1];
    if (confirmed && confirmed in body && name !== hostile) body[name] = body[confirmed];
  }
  return body;
}

/**
 * Every hostile request for one route: each parameter, query field and body field in turn set
 * to each hostile value (the others plausible), whole hostile bodies, and hostile headers.
 * `extraBody` supplies, per request, what a sample cannot guess (a fresh captcha, say).
 */
export function hostileRequests(
  route: CatalogRoute,
  headers: Record<string, string>,
  extraBody: () => Record<string, unknown> = () => ({}),
  params: Record<string, string> = {},
): HostileRequest[] {
  const method = route.method as InjectOptions['method'];
  const requests: HostileRequest[] = [];
  const url = baseUrl(route, params);
  const query = baseQuery(route);
  // Every method that may carry a body gets its fields tried one by one (a PUT as a POST).
  const hasBody = BODY_METHODS.has(route.method);
  const body = () => (hasBody ? { payload: baseBody(route, extraBody()) } : {});

  if (/:\w+|\*/.test(route.url)) {
    for (const value of HOSTILE_TEXT) {
      requests.push({
        label: `path ${JSON.stringify(value.slice(0, 40))}`,
        options: { method, url: withQuery(fill(route.url, value), query), headers, ...body() },
      });
    }
    for (const raw of ['%00', '%ED%A0%80', '%FF', '%E0%A4%A', '..%2F..%2Fetc%2Fpasswd']) {
      requests.push({
        label: `raw path ${raw}`,
        options: { method, url: route.url.replace(/:\w+|\*/g, () => raw), headers, ...body() },
      });
    }
  }
  for (const name of [...route.query.map((field) => field.name), 'unknown']) {
    for (const value of HOSTILE_TEXT) {
      requests.push({
        label: `query ${name}=${JSON.stringify(value.slice(0, 40))}`,
        options: { method, url: withQuery(url, { ...query, [name]: value }), headers, ...body() },
      });
    }
    requests.push({
      label: `query ${name} repeated`,
      options: { method, url: `${url}?${name}=1&${name}=2&${name}[a]=3`, headers, ...body() },
    });
  }
  if (hasBody) {
    for (const name of [...route.body.map((field) => field.name), 'unknown']) {
      for (const value of HOSTILE_JSON) {
        requests.push({
          label: `body ${name}=${JSON.stringify(value)?.slice(0, 40)}`,
          options: {
            method,
            url,
            query,
            headers,
            payload: baseBody(route, { ...extraBody(), [name]: value }, name),
          },
        });
      }
    }
  }
  // Whole bodies go to every method: a GET or an OPTIONS may carry one too.
  for (const { label, contentType, payload } of HOSTILE_BODIES) {
    requests.push({
      label,
      options: {
        method,
        url,
        query,
        headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
        payload,
      },
    });
  }
  for (const hostile of HOSTILE_HEADERS) {
    requests.push({
      label: `header ${Object.keys(hostile)[0]}`,
      options: { method, url, query, headers: { ...headers, ...hostile }, ...body() },
    });
  }
  return requests;
}
