import { routeTable } from '@beauty/api/app';
import type { RequiredRole, RouteSpec } from '@beauty/api/http/routes';
import type { Viewer } from './world';

export type { RouteSpec };
export { routeTable };

export const routeName = (route: RouteSpec) => `${route.method} ${route.path}`;

/** What the route table promises a viewer: 401 signed out, 403 below the role, else allowed. */
export function expectedAccess(role: RequiredRole, viewer: Viewer): 401 | 403 | 'allowed' {
  if (role === 'public') return 'allowed';
  if (viewer === 'signed-out') return 401;
  if (role === 'signed-in') return 'allowed';
  if (role === 'stylist') return viewer === 'customer' ? 403 : 'allowed';
  return viewer === 'admin' ? 'allowed' : 403;
}

export const allowedViewers = (route: RouteSpec, viewers: readonly Viewer[]) =>
  viewers.filter((viewer) => expectedAccess(route.role, viewer) === 'allowed');

/** Writes: every method but GET/HEAD/OPTIONS. */
export const isWrite = (route: RouteSpec) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method);

/** The route's path with each ':param' replaced (by `params`, else a well-formed unknown id). */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '00000000-0000-4000-8000-000000000000');
}

export const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/**
 * GET /api/logout ends the caller's session, whatever else the request says: that write is what
 * the route is for, so the session table is left out of its write check (nothing else may change).
 */
export const ENDS_SESSION = new Set(['GET /api/logout']);

/** Routes that end or replace the caller's session when they succeed: tests give them a fresh one. */
export const SWITCHES_SESSION = new Set([
  'GET /api/logout',
  'POST /api/login',
  'POST /api/login/register',
  'GET /api/login/callback',
]);
