import { errorBody } from '@beauty/domain/schemas/timeline';
import type { TSchema } from '@sinclair/typebox';
import { type Components, domainSchemaNames, type Json, toDocumentSchema } from './openapi-schemas';
import { isSchema, type RawAnswer, type RouteSpec, responsesOf } from './routes';

/**
 * OpenAPI 3.1 for the route table; how a schema becomes the document's JSON is in
 * openapi-schemas.ts.
 */

export interface OpenApiOptions {
  /** The session cookie's name: `__Host-sid` over https, `sid` otherwise (session.ts). */
  sessionCookie: string;
  version?: string;
  serverUrl?: string;
}

/** `/api/bookings/:id` → `/api/bookings/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The path parameters' names, in order. */
export const pathParamNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: the message and, per field, what is wrong',
  401: 'Not signed in',
  403: 'Below the required role, or a write from another origin',
  404: 'Nothing at this address (also a malformed path parameter: the errors name it)',
  409: 'In conflict with the current state',
  413: 'The body is too large',
  415: 'The body is not of the declared content type',
  429: 'Too many requests: Retry-After says when to try again',
};

const BODY_TYPES = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  raw: 'application/octet-stream',
} as const;

const isWrite = (route: RouteSpec) => route.method !== 'GET';

/** The error statuses a route may answer, from what its declaration says it checks. */
function errorStatuses(route: RouteSpec): number[] {
  const statuses = new Set<number>(route.errors ?? []);
  const bodyType = route.bodyType ?? (route.body ? 'json' : 'none');
  if (route.body || route.query || (isWrite(route) && bodyType !== 'raw')) statuses.add(400);
  if (route.role !== 'public') statuses.add(401);
  if (route.role === 'stylist' || route.role === 'admin' || isWrite(route)) statuses.add(403);
  if (route.params) statuses.add(404);
  if (bodyType === 'json' && route.body) statuses.add(413).add(415);
  if (route.rateLimit) statuses.add(429);
  return [...statuses].sort();
}

/** A tag per area: the back office by role, the rest by their first path segment. */
function tagOf(path: string): string {
  const [first, second] = path.replace(/^\/api\//, '').split('/');
  if (!path.startsWith('/api/')) return 'operations';
  if (first === 'admin' || first === 'staff') return `${first}: ${second}`;
  return first ?? 'api';
}

function operationId(route: RouteSpec): string {
  const words = route.path
    .replace(/^\/api\//, '/')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1));
  return `${route.method.toLowerCase()}${words.join('')}`;
}

function parameters(route: RouteSpec, components: Components): Json[] {
  const list: Json[] = [];
  const of = (schema: TSchema | undefined, where: 'path' | 'query') => {
    const doc = schema ? toDocumentSchema(schema, components, true) : {};
    const properties = (doc.properties ?? {}) as Record<string, Json>;
    const required = new Set((doc.required ?? []) as string[]);
    for (const [name, sub] of Object.entries(properties)) {
      const { description, ...rest } = sub;
      list.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        ...(description ? { description } : {}),
        schema: rest,
      });
    }
  };
  of(route.params, 'path');
  // A path parameter the schema does not name still is one (the test of the table refuses it).
  for (const name of pathParamNames(route.path)) {
    if (!list.some((p) => p.name === name))
      list.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
  of(route.query, 'query');
  if (isWrite(route)) {
    list.push({ $ref: '#/components/parameters/Origin' });
  }
  return list;
}

function answerOf(status: number, answer: TSchema | RawAnswer, components: Components): Json {
  if (isSchema(answer)) {
    return {
      description: answer.description ?? (status < 300 ? 'The answer' : 'An answer'),
      content: { 'application/json': { schema: toDocumentSchema(answer, components) } },
    };
  }
  return answer.contentType
    ? { description: answer.description, content: { [answer.contentType]: { schema: { type: 'string' } } } }
    : { description: answer.description };
}

/** OpenAPI 3.1 for a route table: every route, its parameters, body, answers and refusals. */
export function openApiDocument(routes: RouteSpec[], options: OpenApiOptions): Json {
  const components: Components = { schemas: new Map(), names: domainSchemaNames() };
  const paths: Record<string, Record<string, Json>> = {};
  const refusals = new Set<number>();
  for (const route of routes) {
    const bodyType = route.bodyType ?? (route.body ? 'json' : 'none');
    const responses: Record<string, Json> = {};
    for (const [status, answer] of Object.entries(responsesOf(route))) {
      if (answer) responses[status] = answerOf(Number(status), answer, components);
    }
    const statuses = errorStatuses(route);
    // A browser opening a browsable route without the role gets pages (page-refusal.ts).
    if (route.browsable && route.role !== 'public') {
      responses['302'] ??= { description: 'A browser signed out: sent to sign in, and back here after' };
      if (statuses.includes(403)) {
        responses['403'] ??= {
          description: `${ERROR_DESCRIPTIONS[403]}: for a browser, the Access Denied page`,
          content: {
            'application/json': { schema: toDocumentSchema(errorBody, components) },
            'text/html': { schema: { type: 'string' } },
          },
        };
      }
    }
    for (const status of statuses) {
      refusals.add(status);
      responses[String(status)] ??= { $ref: `#/components/responses/Refused${status}` };
    }
    const operation: Json = {
      operationId: operationId(route),
      summary: route.summary,
      tags: [tagOf(route.path)],
      'x-required-role': route.role,
      parameters: parameters(route, components),
      responses,
    };
    if (route.rateLimit) operation['x-rate-limit'] = route.rateLimit;
    if (route.role !== 'public') operation.security = [{ session: [] }];
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: {
          [BODY_TYPES[bodyType as keyof typeof BODY_TYPES]]: {
            schema: toDocumentSchema(route.body, components),
          },
        },
      };
    } else if (bodyType === 'raw') {
      operation.requestBody = {
        required: true,
        content: {
          'application/octet-stream': {
            schema: { type: 'string', contentMediaType: 'application/octet-stream' },
          },
        },
      };
    }
    paths[openApiPath(route.path)] ??= {};
    paths[openApiPath(route.path)]![route.method.toLowerCase()] = operation;
  }
  // One refusal per status, all with the error body (named before the schemas are listed).
  const refusalAnswers = Object.fromEntries(
    [...refusals].sort().map((status) => [
      `Refused${status}`,
      {
        description: ERROR_DESCRIPTIONS[status] ?? 'Refused',
        content: { 'application/json': { schema: toDocumentSchema(errorBody, components) } },
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Bridal beauty booking API',
      version: options.version ?? '1.0.0',
      description: [
        'Generated from the route table (services/api/src/http/routes.ts) and its TypeBox schemas.',
        'Signing in is a full-page navigation to /api/login; the session is the httpOnly cookie it sets.',
        'Every write (POST, PUT, PATCH, DELETE) must come from this site: its Origin (or Referer) header',
        'must be the site origin, and a write with the session cookie but neither header is refused (403).',
        'There is no CSRF token header. Errors are JSON { message, errors: [{ field, message }] }.',
      ].join(' '),
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    paths,
    components: {
      schemas: Object.fromEntries([...components.schemas].sort(([a], [b]) => a.localeCompare(b))),
      responses: refusalAnswers,
      parameters: {
        Origin: {
          name: 'Origin',
          in: 'header',
          required: false,
          description:
            "This site's origin (or a Referer from it). A write from another origin, or one carrying the session cookie with neither header, is refused with 403.",
          schema: { type: 'string' },
        },
      },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: options.sessionCookie,
          description: 'The session cookie set by signing in at /api/login (httpOnly, SameSite=Lax).',
        },
      },
    },
  };
}
