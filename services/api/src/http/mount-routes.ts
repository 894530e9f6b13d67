import { apiMessages } from '@beauty/domain/messages';
import { roleSatisfies } from '@beauty/domain/status';
import { validator } from '@beauty/domain/validation';
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { AppDeps } from '../deps';
import { AppError, Forbidden, Invalid, NotFound, Unauthorized } from '../errors';
import { classify } from './errors';
import { refusePage } from './page-refusal';
import { Answer, type RouteContext, type RouteSpec, Written } from './routes';
import type { SessionUser } from './session';
import { badTextErrors } from './text-guard';

function requireRole({ role, browsable }: RouteSpec, deps: AppDeps): Middleware {
  return async (ctx, next) => {
    if (role !== 'public') {
      const user = ctx.state.user as SessionUser | null;
      if (!user || !roleSatisfies(user.role, role)) {
        if (browsable) return refusePage(ctx, deps);
        throw user ? new Forbidden() : new Unauthorized();
      }
    }
    await next();
  };
}

function isJson(ctx: Context) {
  return Boolean(ctx.is('application/json', 'application/*+json'));
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const noBodyMessage = 'This request takes no body.';

/**
 * A route without a body schema takes no body: an empty JSON object is tolerated (some clients
 * always send one), anything else is refused before the handler runs, so nothing is written on
 * a request the route does not understand.
 */
function refuseUnexpectedBody(ctx: Context) {
  if (!BODY_METHODS.has(ctx.method)) return;
  const body = (ctx.request as { body?: unknown }).body;
  if (!isJson(ctx)) throw new AppError(400, noBodyMessage);
  if (body && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0) return;
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
  throw new Invalid(
    fields.map((field) => ({ field, message: `Unknown field: ${field}` })),
    noBodyMessage,
  );
}

/**
 * More fields than any form of ours sends (the largest, a bridal party's timeline, has a few
 * dozen). Counted before validation, so a body of thousands of unknown keys is refused at once
 * instead of costing ajv a pass over each key and the caller an answer listing them all.
 */
export const MAX_REQUEST_FIELDS = 300;
const tooManyFieldsMessage = 'This request has too many fields.';

/** Whether `value` holds more than `limit` object keys and array items in all, counting no further. */
export function exceedsFieldCount(value: unknown, limit: number = MAX_REQUEST_FIELDS): boolean {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length) {
    const next = stack.pop();
    if (!next || typeof next !== 'object') continue;
    const values = Object.values(next);
    count += values.length;
    if (count > limit) return true;
    stack.push(...values);
  }
  return false;
}

/** Mount a route table on a router, with role check, rate limit and schema validation in that order. */
export function mountRoutes(router: Router, routes: RouteSpec[], deps: AppDeps) {
  for (const route of routes) {
    const validateBody = route.body ? validator(route.body) : null;
    const validateQuery = route.query ? validator(route.query) : null;
    const validateParams = route.params ? validator(route.params) : null;
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const stack: Middleware[] = [requireRole(route, deps)];
    if (route.rateLimit) stack.push(deps.rateLimiters.middleware(route.rateLimit));
    stack.push(async (ctx) => {
      if (validateParams) {
        const params = ctx.params as Record<string, string>;
        const errors = validateParams(params) ? badTextErrors(params) : validateParams.errors();
        if (errors.length) throw new AppError(404, new NotFound().message, errors);
      }
      const hasBody = Number(ctx.get('content-length') || 0) > 0 || Boolean(ctx.get('transfer-encoding'));
      const bodyType = route.bodyType ?? (route.body ? 'json' : 'none');
      if (bodyType === 'json' && route.body && !isJson(ctx)) {
        throw new AppError(415, apiMessages.unsupportedMediaType);
      }
      // JSON is UTF-8 (RFC 8259); a body labelled otherwise would be read differently here than
      // by whatever labelled it (a filter in front of us, say), so it is refused, not guessed at.
      if (
        bodyType === 'json' &&
        route.body &&
        ctx.request.charset &&
        !/^utf-?8$/i.test(ctx.request.charset)
      ) {
        throw new AppError(415, 'Send the request body as UTF-8 JSON.');
      }
      if (bodyType === 'form' && hasBody && !ctx.is('application/x-www-form-urlencoded')) {
        throw new AppError(415, 'Send the form as application/x-www-form-urlencoded.');
      }
      if (exceedsFieldCount((ctx.request as { body?: unknown }).body) || exceedsFieldCount(ctx.query)) {
        throw new AppError(400, tooManyFieldsMessage);
      }
      if (bodyType === 'none' && hasBody) refuseUnexpectedBody(ctx);
      let body: unknown = (ctx.request as { body?: unknown }).body;
      if (bodyType === 'none' || bodyType === 'raw') body = undefined;
      const query = ctx.query;
      const routeContext: RouteContext = {
        ctx,
        deps,
        body,
        query,
        params: ctx.params as Record<string, string>,
        user: (ctx.state.user as SessionUser | null) ?? null,
      };
      let errors =
        validateBody && !validateBody(body)
          ? validateBody.errors()
          : validateQuery && !validateQuery(query)
            ? validateQuery.errors()
            : null;
      // The schemas say what a field holds; no field holds NUL, control characters or lone surrogates.
      if (!errors) {
        const badText = [
          ...(validateBody ? badTextErrors(body) : []),
          ...(validateQuery ? badTextErrors(query) : []),
        ];
        if (badText.length) errors = badText;
      }
      if (errors) throw new Invalid(errors);
      const result = await route.handler(routeContext);
      if (result instanceof Written) return;
      if (result instanceof Answer) {
        ctx.set(result.headers);
        ctx.status = result.status ?? route.status ?? 200;
        if (result.body !== undefined) ctx.body = result.body;
      } else if (result !== undefined) {
        ctx.status = route.status ?? 200;
        ctx.body = result;
      } else if (ctx.body === undefined && ctx.status === 404) {
        ctx.status = route.status ?? 204;
      }
    });
    router[method](route.path, ...stack);
  }
}

/** A path as the router matches it: any case, a trailing slash or none. */
const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.toLowerCase().replace(/(.)\/+$/, '$1')}`;

/**
 * Registered before the cross-origin check and the body parser, so every refusal of a route
 * with `onRefused` (the sign-in forms) is answered by its page, including those that come
 * before routing: a cross-origin post, a body too large or unreadable. Errors of ours (5xx)
 * go on to the error middleware.
 */
export function refusalPages(routes: RouteSpec[], deps: AppDeps): Middleware {
  const pages = new Map(
    routes.flatMap(({ method, path, onRefused }) => (onRefused ? [[routeKey(method, path), onRefused]] : [])),
  );
  return async (ctx, next) => {
    const onRefused = pages.get(routeKey(ctx.method, ctx.path));
    if (!onRefused) return next();
    try {
      await next();
    } catch (error) {
      const refusal = classify(error);
      if (!refusal || refusal.status >= 500) throw error;
      ctx.set(refusal.headers);
      await onRefused(
        {
          ctx,
          deps,
          body: (ctx.request as { body?: unknown }).body,
          query: ctx.query,
          params: {},
          user: (ctx.state.user as SessionUser | null) ?? null,
        },
        refusal,
      );
    }
  };
}
