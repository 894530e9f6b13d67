import { isSchema, responsesOf } from '@beauty/api/http/routes';
import { errorBody } from '@beauty/domain/schemas/timeline';
import { validator } from '@beauty/domain/validation';
import { baseBody } from '../../security/support/cases';
import { createFixtures, type Fixtures } from '../../security/support/fixtures';
import { type Answer, type Browser, closeAgent } from '../../security/support/http';
import {
  allowedViewers,
  fillPath,
  type RouteSpec,
  routeName,
  routeTable,
  SWITCHES_SESSION,
} from '../../security/support/routes';
import { startWorld, VIEWERS, type Viewer, type World } from '../../security/support/world';

/**
 * Issue 16.6, the contract: every route of the route table, sent a valid request as every viewer
 * the table lets through (real path parameters from the security fixtures, a body built from the
 * route's own schema), answers only what it declares: a declared status, with a JSON body valid
 * for its declared schema (ajv, the API's own set-up), or the declared content type; any refusal
 * has the API's error body. A route without a response declaration fails.
 */
let world: World;
let viewers: Record<Viewer, Browser>;
let fx: Fixtures;

beforeAll(async () => {
  world = await startWorld('openapi_contract');
  viewers = await world.viewers();
  fx = await createFixtures(world, viewers);
}, 120_000);

afterAll(async () => {
  await world?.close();
  closeAgent();
});

function requestFor(route: RouteSpec) {
  if (!route.body) return {};
  const body = baseBody(route);
  return route.bodyType === 'form' ? { form: body as Record<string, string> } : { json: body };
}

const validateError = validator(errorBody);

/** What is wrong with one answer of a route, by its declaration; null when it holds. */
function contractProblem(route: RouteSpec, answer: Answer): string | null {
  if (!route.response) return 'declares no response';
  const declared = responsesOf(route)[answer.status];
  const type = String(answer.headers['content-type'] ?? '');
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
    const validate = validator(declared);
    return validate(answer.json)
      ? null
      : `${answer.status} does not match its schema: ${JSON.stringify(validate.errors().slice(0, 5))}`;
  }
  if (!declared.contentType) {
    if (answer.status >= 300 && answer.status < 400 && answer.status !== 304)
      return answer.headers.location ? null : `a ${answer.status} without a Location`;
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
