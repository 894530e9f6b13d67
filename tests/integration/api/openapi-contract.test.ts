import { type Fixtures, withFixturedWorld } from '../../security/support/fixtures';
import {
  allowedViewers,
  fillPath,
  routeName,
  routeTable,
  SWITCHES_SESSION,
} from '../../security/support/routes';
import { VIEWERS, type Viewer, type World } from '../../security/support/world';
import type { Client } from '../../support/http';
import { CHECKED_BY, contractProblem, hasSuccess, requestFor } from '../support/contract';

/**
 * Issue 16.6, the contract: every route of the route table, sent a valid request as every viewer
 * the table lets through (real path parameters from the security fixtures, a body built from the
 * route's own schema), answers only what it declares: a declared status, with a JSON body valid
 * for its declared schema (ajv, the API's own set-up), or the declared content type; any refusal
 * has the API's error body. A route without a response declaration fails. The routes this walk
 * cannot bring to a success are sent real requests by the suites CHECKED_BY names.
 */
let world: World;
let viewers: Record<Viewer, Client>;
let fx: Fixtures;

withFixturedWorld('openapi_contract', (made) => {
  ({ world, viewers, fx } = made);
});

/** Routes some viewer brought to a success (below 400) that matched its declaration. */
const succeeded = new Set<string>();

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
      else if (answer.status < 400) succeeded.add(name);
    }
    expect({ route: name, problems }).toEqual({ route: name, problems: [] });
  });

  it('has seen a success of every route, here or in the suite that sends it a real request', () => {
    const elsewhere = new Set<string>(Object.values(CHECKED_BY).flat());
    const unchecked = routeTable
      .filter(hasSuccess)
      .map(routeName)
      .filter((name) => !succeeded.has(name) && !elsewhere.has(name));
    expect(unchecked).toEqual([]);
    // A name in CHECKED_BY is a route of the table, and one the walk cannot reach (else it goes).
    const names = new Set(routeTable.map(routeName));
    expect([...elsewhere].filter((name) => !names.has(name) || succeeded.has(name))).toEqual([]);
  });
});
