import type { ApiApp } from '../app.ts';

export interface RouteField {
  name: string;
  schema: JsonSchema;
  /** Whether the schema requires it: a plausible request sends only the required fields. */
  required: boolean;
}

export interface CatalogRoute {
  method: string;
  /** The route as registered, `:name` for a parameter and `*` for a wildcard. */
  url: string;
  query: RouteField[];
  body: RouteField[];
}

export interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema: JsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/**
 * Every route the built app answers, read from Fastify's own route tree (so a route added
 * tomorrow is listed without touching this file), with the query and body fields its OpenAPI
 * description names; hidden routes come without fields.
 */
export async function routeCatalog(app: ApiApp): Promise<CatalogRoute[]> {
  await app.ready();
  const spec = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const routes: CatalogRoute[] = [];
  for (const method of METHODS) {
    // One radix tree per method: a route's URL is its node's label after its ancestors'.
    const prefixes: string[] = [];
    for (const line of app.printRoutes({ method }).split('\n')) {
      const node =
        /^(?<indent>(?:[│ ] {3})*)[├└]── (?<label>.+?)(?: \((?<methods>[A-Z, ]+)\))?$/.exec(
          line,
        )?.groups;
      if (node?.indent === undefined || node.label === undefined) continue;
      const label = node.label === '(empty root node)' ? '/' : node.label;
      prefixes.length = node.indent.length / 4;
      const url = prefixes.join('') + label;
      prefixes.push(label);
      if (node.methods === undefined) continue;
      const operation =
        spec.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()] ?? undefined;
      const bodySchema = operation?.requestBody?.content?.['application/json']?.schema;
      routes.push({
        method,
        url,
        query: (operation?.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map(({ name, schema, required }) => ({ name, schema, required: required ?? false })),
        body: Object.entries(bodySchema?.properties ?? {}).map(([name, schema]) => ({
          name,
          schema,
          required: bodySchema?.required?.includes(name) ?? false,
        })),
      });
    }
  }
  return routes;
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

const PATTERN_SAMPLES = ['1', '123456', `sbx_${'0'.repeat(24)}`, 'x'];

/** A plausible valid value for a field, so a hostile value in another field is what fails. */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sampleOf(schema.anyOf.find((s) => s.type !== 'null') ?? {});
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, s]) => [name, sampleOf(s)]),
      );
    case 'array':
      return [];
    case 'string':
      if (schema.format === 'email') return `hostile-${crypto.randomUUID()}@example.test`;
      // A time a day ahead: a close, an expiry must be in the future.
      if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern, 'u');
        return PATTERN_SAMPLES.find((sample) => pattern.test(sample)) ?? 'x';
      }
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    default:
      return 'x';
  }
}
