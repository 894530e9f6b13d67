import { uuid } from '@beauty/domain/schemas/fields';
import { type Role, roleSatisfies } from '@beauty/domain/status';
import { validator } from '@beauty/domain/validation';
import type Router from '@koa/router';
import { Kind, type Static, type TSchema, Type } from '@sinclair/typebox';
import type { Context, Middleware } from 'koa';
import type { AppDeps } from '../deps';
import { AppError, Forbidden, Invalid, NotFound, Unauthorized } from '../errors';
import { idempotencyKeyOf } from '../lib/idempotency';
import type { Page } from '../lib/keyset';
import { classify } from './errors';
import type { RateLimitName } from './rate-limit';
import type { SessionUser } from './session';
import { badTextErrors } from './text-guard';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RequiredRole = 'public' | 'signed-in' | Exclude<Role, 'customer'>;

/** A query string as Koa parses it, when no schema checks it: any name, one value or several. */
export type RawQuery = Record<string, string | string[] | undefined>;

export interface RouteContext<
  Body = unknown,
  Query = RawQuery,
  User extends SessionUser | null = SessionUser | null,
  Params = Record<string, string>,
> {
  ctx: Context;
  deps: AppDeps;
  body: Body;
  query: Query;
  params: Params;
  /** The signed-in user: always there on a route whose role is not 'public' (checked before the handler). */
  user: User;
}

/** Who a route's handler sees: anyone on a public route, a signed-in user on every other. */
export type UserOf<Role extends RequiredRole> = Role extends 'public' ? SessionUser | null : SessionUser;

/**
 * An answer that is not JSON: a page, a file, a feed, a redirect or nothing at all. Without a
 * content type it has no body (204, 303, 304).
 */
export interface RawAnswer {
  description: string;
  contentType?: string;
}

/** What a route answers: a JSON schema for its success status, or a schema or raw answer per status. */
export type RouteResponses = TSchema | Partial<Record<number, TSchema | RawAnswer>>;

/** Whether a declared answer is a JSON schema (a TypeBox schema carries its Kind). */
export const isSchema = (answer: TSchema | RawAnswer | RouteResponses): answer is TSchema =>
  Kind in (answer as object);

/** A page of HTML (the sign-in forms, the API's description). */
export const htmlPage = (description: string): RawAnswer => ({ description, contentType: 'text/html' });
/** A redirect: the Location header says where. */
export const redirect = (description: string): RawAnswer => ({ description });
/** No body (204, 304). */
export const noBody = (description: string): RawAnswer => ({ description });

/** Path parameters that are ids: each a uuid. */
export const uuidParams = <const Names extends string[]>(...names: Names) =>
  Type.Object(
    Object.fromEntries(names.map((name) => [name, uuid()])) as {
      [Name in Names[number]]: ReturnType<typeof uuid>;
    },
    { additionalProperties: false },
  );

/**
 * An answer with its own status, returned by a handler whose status depends on the outcome (a
 * replay's 200 instead of 201, readiness's 503, a 304). Without a body, nothing is sent.
 */
export class Answer {
  constructor(
    /** The route's success status when not given. */
    readonly status: number | undefined,
    readonly body?: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** Answer `body` with `status`. */
export const answer = (status: number, body?: unknown) => new Answer(status, body);

/**
 * A page of a list: its items are the answer, the cursor of the next page (if any) its Next-Cursor
 * header, with the page's other headers (the stylist's Later-Cursor and Open-Cursor, the
 * gallery's Total-Count); a header without a value is not sent.
 */
export function listPage<T>(
  { items, nextCursor }: Page<T>,
  more: Record<string, string | null> = {},
): Answer {
  const headers = Object.entries({ 'Next-Cursor': nextCursor, ...more }).filter(
    (header): header is [string, string] => Boolean(header[1]),
  );
  return new Answer(undefined, items, Object.fromEntries(headers));
}

/**
 * A create that an Idempotency-Key makes safe to retry: `create` gets the key from the header; a
 * replay answers the first answer again, with its status, marked Idempotent-Replayed.
 */
export async function idempotentCreate(
  ctx: Context,
  create: (key: string | null) => Promise<{ status: number; body: unknown; replayed?: boolean }>,
): Promise<Answer> {
  const outcome = await create(idempotencyKeyOf(ctx.get('Idempotency-Key') || undefined));
  return new Answer(outcome.status, outcome.body, outcome.replayed ? { 'Idempotent-Replayed': 'true' } : {});
}

/** A route's declared answers by status: a bare schema is the answer of its success status. */
export function responsesOf(route: RouteSpec): Partial<Record<number, TSchema | RawAnswer>> {
  if (!route.response) return {};
  return isSchema(route.response) ? { [route.status ?? 200]: route.response } : route.response;
}

/** A route as the table holds it: whatever its schemas, its handler takes what mountRoutes checked. */
export interface RouteSpec {
  method: Method;
  path: string;
  role: RequiredRole;
  summary: string;
  body?: TSchema;
  /**
   * How the body arrives: JSON by default; 'form' for the server-rendered sign-in pages; 'none'
   * takes no body (a body other than an empty JSON object is refused); 'raw' leaves the request
   * stream to the handler (the upload address).
   */
  bodyType?: 'json' | 'form' | 'none' | 'raw';
  query?: TSchema;
  /**
   * The path parameters (`:id` in the path). A value that fails its schema names nothing: 404
   * with the field errors, before the body is read (as an address no route matches is a 404).
   */
  params?: TSchema;
  status?: number;
  /** What the route answers (the contract test checks every answer against it; OpenAPI shows it). */
  response?: RouteResponses;
  /** Refusals the route's rules may answer besides those its declaration implies (409, 422…). */
  errors?: number[];
  rateLimit?: RateLimitName;
  /**
   * A server-rendered form's answer to every refusal (4xx) instead of JSON: invalid input, a rate
   * limit, a body too large or with too many fields, a cross-origin post. The sign-in pages
   * re-render themselves with the message; `refusalPages` catches what is refused before routing.
   */
  onRefused?: (route: RefusedContext, refusal: AppError) => unknown | Promise<unknown>;
  handler: (route: RouteContext) => unknown | Promise<unknown>;
}

/**
 * A refused request's context: nothing in it passed validation, the path is not matched yet,
 * and the refusal may be that nobody is signed in.
 */
export type RefusedContext = RouteContext<unknown, RawQuery, SessionUser | null, Record<string, never>>;

/** What a declared schema holds once it validates, or what arrives when nothing is declared. */
type Checked<Schema, Undeclared> = Schema extends TSchema ? Static<Schema> : Undeclared;

/** The `:name` segments of a route path. */
type PathParamNames<Path extends string> = Path extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | PathParamNames<`/${Tail}`>
    : Rest
  : never;

type DeclaredNames<Params> = Params extends TSchema ? keyof Static<Params> & string : never;

/**
 * A path's parameters are declared (issue 16.4): the params schema names exactly the path's
 * `:name` segments, so each is validated before the handler runs and typed in it. A route that
 * does not is refused by the compiler, which names the parameters in a property it asks for.
 */
type PathParamsDeclared<Path extends string, Params> = [
  Exclude<PathParamNames<Path>, DeclaredNames<Params>>,
] extends [never]
  ? [Exclude<DeclaredNames<Params>, PathParamNames<Path>>] extends [never]
    ? unknown
    : { 'params not in the path': Exclude<DeclaredNames<Params>, PathParamNames<Path>> }
  : { 'path parameters without a params schema': Exclude<PathParamNames<Path>, DeclaredNames<Params>> };

/** A route as declared: the handler's body, query, params and user follow from its schemas and role. */
export interface RouteDeclaration<
  Path extends string,
  Role extends RequiredRole,
  Body extends TSchema | undefined,
  Query extends TSchema | undefined,
  Params extends TSchema | undefined,
> extends Omit<RouteSpec, 'path' | 'role' | 'body' | 'query' | 'params' | 'handler'> {
  path: Path;
  role: Role;
  body?: Body;
  query?: Query;
  params?: Params;
  handler: (
    route: RouteContext<
      Checked<Body, unknown>,
      Checked<Query, RawQuery>,
      UserOf<Role>,
      Checked<Params, Record<string, never>>
    >,
  ) => unknown | Promise<unknown>;
}

/**
 * Declare a route. Its handler's body, query and path parameters are typed by their schemas,
 * and its `user` by its role (never null past the role check). The table holds routes of every
 * role and schema: the pipeline calls each handler only after requireRole and validation.
 */
export const defineRoute = <
  Path extends string,
  Role extends RequiredRole,
  Body extends TSchema | undefined = undefined,
  Query extends TSchema | undefined = undefined,
  Params extends TSchema | undefined = undefined,
>(
  spec: RouteDeclaration<Path, Role, Body, Query, Params> & PathParamsDeclared<Path, Params>,
): RouteSpec => spec as unknown as RouteSpec;

function requireRole(role: RequiredRole): Middleware {
  return async (ctx, next) => {
    if (role !== 'public') {
      const user = ctx.state.user as SessionUser | null;
      if (!user) throw new Unauthorized();
      if (!roleSatisfies(user.role, role)) throw new Forbidden();
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
    const stack: Middleware[] = [requireRole(route.role)];
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
        throw new AppError(415, 'Send the request body as application/json.');
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
