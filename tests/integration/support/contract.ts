import { isSchema, responsesOf } from '@beauty/api/http/routes';
import { errorBody } from '@beauty/domain/schemas/timeline';
import { validator } from '@beauty/domain/validation';
import type { TSchema } from '@sinclair/typebox';
import { baseBody } from '../../security/support/cases';
import { type RouteSpec, routeName, routeTable } from '../../security/support/routes';
import type { Viewer } from '../../security/support/world';
import type { Answer, Client, SendOptions } from '../../support/http';

/**
 * Issue 16.6, the contract: what a route answers must be what its declaration says. The walk
 * (openapi-contract.test.ts) sends every route a request built from its own schema; the routes
 * whose success that request cannot reach (a real selection, a token from an email, stored bytes)
 * are sent real requests by the suites named here, and the walk fails for any route that neither
 * it nor one of them has seen answer as declared.
 */
export const CHECKED_BY = {
  requests: [
    'GET /api/availability',
    'GET /api/stylist/schedule',
    'GET /api/site/legal/:document',
    'DELETE /api/stylist/time-off/:id',
    'PUT /api/admin/stylist-profiles/:id',
    'DELETE /api/admin/stylist-profiles/:id/photo',
    'POST /api/bookings',
    'POST /api/bookings/:id/reschedule',
    'POST /api/waitlist',
    'DELETE /api/waitlist/:id',
    'POST /api/stylist/appointments',
    'PUT /api/staff/consultations/:id/schedule',
    'PUT /api/admin/consultation-requests/:id/schedule',
    'PATCH /api/staff/consultations/:id',
    'POST /api/consultations/:id/move-request',
    'GET /api/calendar/:file',
    'POST /api/account/email-confirmation',
    'PUT /api/account/password',
  ],
  auth: [
    'POST /api/login',
    'GET /api/login/reset',
    'POST /api/login/reset',
    'GET /api/login/verify',
    'POST /api/login/verify',
  ],
  uploads: [
    'POST /api/s3/multipart',
    'GET /api/s3/multipart/:uploadId',
    'GET /api/s3/multipart/:uploadId/:partNumber',
    'DELETE /api/s3/multipart/:uploadId',
    'GET /api/s3/params',
    'PUT /api/uploads/:id',
    'GET /api/images/:id',
    'PUT /api/s3/multipart/:uploadId/:partNumber',
    'POST /api/s3/multipart/:uploadId/complete',
    'POST /api/admin/gallery/process-image',
    'POST /api/admin/gallery',
    'PUT /api/admin/gallery/:id',
    'PUT /api/admin/stylist-profiles/:id/photo',
    'PUT /api/stylist/profile/photo',
    'POST /api/stylist-applications',
  ],
} as const satisfies Record<string, readonly string[]>;

export type ContractSuite = keyof typeof CHECKED_BY;

/** A route that declares no answer below 400 (GET /api/s3/sts: never offered) has no success to reach. */
export const hasSuccess = (route: RouteSpec) =>
  Object.keys(responsesOf(route)).some((status) => Number(status) < 400);

/** The request the walk sends: a body built from the route's own schema, as JSON or as a form. */
export function requestFor(route: RouteSpec) {
  if (!route.body) return {};
  const body = baseBody(route);
  return route.bodyType === 'form' ? { form: body as Record<string, string> } : { json: body };
}

const validateError = validator(errorBody);

const closedCopies = new WeakMap<TSchema, TSchema>();
/**
 * The declared schema with every object closed (no property it does not name): an answer that
 * carries a field its declaration does not name, a leaked column say, fails. Open maps
 * (`additionalProperties` set, as in a Record) stay as declared.
 */
function closed(schema: TSchema): TSchema {
  const cached = closedCopies.get(schema);
  if (cached) return cached;
  const close = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(close);
    if (!value || typeof value !== 'object') return value;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] =
        key === 'properties'
          ? Object.fromEntries(Object.entries(item as object).map(([name, sub]) => [name, close(sub)]))
          : close(item);
    }
    if (out.type === 'object' && out.properties && !('additionalProperties' in out))
      out.additionalProperties = false;
    return out;
  };
  const copy = close(JSON.parse(JSON.stringify(schema))) as TSchema;
  closedCopies.set(schema, copy);
  return copy;
}

/** What is wrong with one answer of a route, by its declaration; null when it holds. */
export function contractProblem(route: RouteSpec, answer: Answer): string | null {
  if (!route.response) return 'declares no response';
  const declared = responsesOf(route)[answer.status];
  const type = String(answer.headers.get('content-type') ?? '');
  if (!declared) {
    if (answer.status < 400) return `answered ${answer.status}, which it does not declare`;
    if (!type.includes('application/json')) {
      // The sign-in forms answer their refusals with their page.
      return route.onRefused && type.includes('text/html') ? null : `a ${answer.status} that is not JSON`;
    }
    return validateError(answer.json)
      ? null
      : `a ${answer.status} without the error body: ${JSON.stringify(validateError.errors())}`;
  }
  if (isSchema(declared)) {
    if (!type.includes('application/json')) return `${answer.status} of type '${type}', not JSON`;
    const validate = validator(closed(declared));
    return validate(answer.json)
      ? null
      : `${answer.status} does not match its schema: ${JSON.stringify(validate.errors().slice(0, 5))}`;
  }
  if (!declared.contentType) {
    if (answer.status >= 300 && answer.status < 400 && answer.status !== 304)
      return answer.headers.get('location') ? null : `a ${answer.status} without a Location`;
    return answer.body.length ? `${answer.status} has a body it does not declare` : null;
  }
  const declaredTypes = declared.contentType.split(',').map((t) => t.trim());
  return declaredTypes.some((t) => type.startsWith(t))
    ? null
    : `${answer.status} of type '${type}', declared '${declared.contentType}'`;
}

export const routeOf = (method: string, path: string): RouteSpec => {
  const route = routeTable.find((r) => r.method === method && r.path === path);
  if (!route) throw new Error(`No route ${method} ${path} in the route table`);
  return route;
};

/**
 * Real requests for one suite of CHECKED_BY. `send` fails the test unless the answer is a
 * success (below 400) that matches the route's declaration; `expectEveryRouteChecked` (the
 * suite's last test) fails for a route the suite names but never saw answer so.
 */
export function contractRequests(suite: ContractSuite, viewers: () => Record<Viewer, Client>) {
  const checked = new Set<string>();
  return {
    async send(
      as: Viewer | Client,
      route: `${string} /${string}`,
      target: string,
      request: Omit<SendOptions, 'path' | 'method'> = {},
    ): Promise<Answer> {
      const [method, path] = route.split(' ') as [string, string];
      const client = typeof as === 'string' ? viewers()[as] : as;
      const answer = await client.send({ method, path: target, ...request });
      const problem = contractProblem(routeOf(method, path), answer);
      const failed = answer.status >= 400 || problem !== null;
      expect({
        request: `${method} ${target}`,
        status: answer.status,
        problem,
        body: failed ? answer.text : '',
      }).toEqual({
        request: `${method} ${target}`,
        status: answer.status < 400 ? answer.status : 'a success (below 400)',
        problem: null,
        body: '',
      });
      checked.add(routeName(routeOf(method, path)));
      return answer;
    },
    expectEveryRouteChecked() {
      expect(CHECKED_BY[suite].filter((name) => !checked.has(name))).toEqual([]);
    },
  };
}
