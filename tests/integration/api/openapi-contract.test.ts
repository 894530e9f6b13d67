import { isSchema, responsesOf } from '@beauty/api/http/routes';
import { MAKEUP_TIERS } from '@beauty/domain/catalog';
import { errorBody } from '@beauty/domain/schemas/timeline';
import { validator } from '@beauty/domain/validation';
import type { TSchema } from '@sinclair/typebox';
import { baseBody } from '../../security/support/cases';
import { type Fixtures, withFixturedWorld } from '../../security/support/fixtures';
import {
  allowedViewers,
  fillPath,
  type RouteSpec,
  routeName,
  routeTable,
  SWITCHES_SESSION,
} from '../../security/support/routes';
import { daysAhead, VIEWERS, type Viewer, type World } from '../../security/support/world';
import type { Answer, Client } from '../../support/http';

/**
 * Issue 16.6, the contract: every route of the route table, sent a valid request as every viewer
 * the table lets through (real path parameters from the security fixtures, a body built from the
 * route's own schema), answers only what it declares: a declared status, with a JSON body valid
 * for its declared schema (ajv, the API's own set-up), or the declared content type; any refusal
 * has the API's error body. A route without a response declaration fails.
 */
let world: World;
let viewers: Record<Viewer, Client>;
let fx: Fixtures;

withFixturedWorld('openapi_contract', (made) => {
  ({ world, viewers, fx } = made);
});

function requestFor(route: RouteSpec) {
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
function contractProblem(route: RouteSpec, answer: Answer): string | null {
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

describe('every route answers as it declares', () => {
  it.each(routeTable.map((route) => [routeName(route), route] as const))('%s', async (name, route) => {
    const problems: string[] = [];
    for (const viewer of allowedViewers(route, VIEWERS)) {
      const browser =
        SWITCHES_SESSION.has(name) && viewer !== 'signed-out'
          ? await world.sessionFor(world.ids[viewer])
          : viewers[viewer];
      const answer = await browser.send({
        method: route.method,
        path: fillPath(route.path, fx.paramsFor(route.path, viewer)),
        ...requestFor(route),
      });
      const problem = contractProblem(route, answer);
      if (problem) problems.push(`${viewer}: ${problem}`);
    }
    expect({ route: name, problems }).toEqual({ route: name, problems: [] });
  });
});

/**
 * Success answers the walk above does not reach with its generated requests (a query that names
 * a real selection, ids made by an earlier request, a stored upload): sent here, each must be a
 * 2xx matching its declaration.
 */
describe('success answers that need a real request', () => {
  const routeOf = (method: string, path: string) =>
    routeTable.find((route) => route.method === method && route.path === path)!;

  async function declared(
    viewer: Viewer,
    method: string,
    path: string,
    target: string,
    body?: { json?: unknown; body?: Buffer; headers?: Record<string, string> },
  ): Promise<Answer> {
    const answer = await viewers[viewer].send({ method, path: target, ...body });
    const route = routeOf(method, path);
    expect([`${method} ${target}`, answer.status < 300, contractProblem(route, answer)]).toEqual([
      `${method} ${target}`,
      true,
      null,
    ]);
    return answer;
  }

  it('answers availability and the week side by side as declared', async () => {
    const date = daysAhead(45);
    await declared(
      'signed-out',
      'GET',
      '/api/availability',
      `/api/availability?date=${date}&makeupService=${MAKEUP_TIERS[0]}&serviceArea=puyallup`,
    );
    await declared(
      'stylist',
      'GET',
      '/api/stylist/schedule',
      `/api/stylist/schedule?from=${daysAhead(1)}&days=7`,
    );
    await declared(
      'admin',
      'GET',
      '/api/stylist/schedule',
      `/api/stylist/schedule?from=${daysAhead(1)}&days=3`,
    );
  });

  it('a legal text once the owner wrote one', async () => {
    const current = await declared(
      'admin',
      'GET',
      '/api/admin/business-settings',
      '/api/admin/business-settings',
    );
    await declared('admin', 'PUT', '/api/admin/business-settings', '/api/admin/business-settings', {
      json: { ...current.json.settings, privacyPolicy: 'We keep your details to book you.' },
    });
    await declared('signed-out', 'GET', '/api/site/legal/:document', '/api/site/legal/privacy');
  });

  it('answers removing time off, editing a stylist profile and removing its photo as declared', async () => {
    const timeOff = await declared('stylist', 'POST', '/api/stylist/time-off', '/api/stylist/time-off', {
      json: { from: daysAhead(60), note: 'Contract test' },
    });
    await declared(
      'stylist',
      'DELETE',
      '/api/stylist/time-off/:id',
      `/api/stylist/time-off/${timeOff.json.id}`,
    );
    const profile = baseBody(routeOf('POST', '/api/admin/stylist-profiles'));
    const created = await declared(
      'admin',
      'POST',
      '/api/admin/stylist-profiles',
      '/api/admin/stylist-profiles',
      {
        json: profile,
      },
    );
    const id = created.json.id as string;
    await declared('admin', 'PUT', '/api/admin/stylist-profiles/:id', `/api/admin/stylist-profiles/${id}`, {
      json: { ...profile, title: 'Lead Artist' },
    });
    await declared(
      'admin',
      'DELETE',
      '/api/admin/stylist-profiles/:id/photo',
      `/api/admin/stylist-profiles/${id}/photo`,
    );
  });

  it('the companion upload service: start, parts, a signed part address, abort, single-PUT parameters', async () => {
    const started = await declared('admin', 'POST', '/api/s3/multipart', '/api/s3/multipart', {
      json: { filename: 'look.jpg', type: 'image/jpeg', metadata: {} },
    });
    const { uploadId, key } = started.json as { uploadId: string; key: string };
    const q = `?key=${encodeURIComponent(key)}`;
    await declared('admin', 'GET', '/api/s3/multipart/:uploadId', `/api/s3/multipart/${uploadId}${q}`);
    await declared(
      'admin',
      'GET',
      '/api/s3/multipart/:uploadId/:partNumber',
      `/api/s3/multipart/${uploadId}/1${q}`,
    );
    await declared('admin', 'DELETE', '/api/s3/multipart/:uploadId', `/api/s3/multipart/${uploadId}${q}`);
    await declared('admin', 'GET', '/api/s3/params', '/api/s3/params?filename=look.jpg&type=image%2Fjpeg');
  });
});
