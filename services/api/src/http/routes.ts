import { uuid } from '@beauty/domain/schemas/fields';
import type { Role } from '@beauty/domain/status';
import { Kind, type Static, type TSchema, Type } from '@sinclair/typebox';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import type { AppError } from '../errors';
import { idempotencyKeyOf } from '../lib/idempotency';
import type { Page } from '../lib/keyset';
import type { RateLimitName } from './rate-limit';
import type { SessionUser } from './session';

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
export class Answer<Body = unknown> {
  constructor(
    /** The route's success status when not given. */
    readonly status: number | undefined,
    readonly body?: Body,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** Answer `body` with `status`. */
export const answer = <Body>(status: number, body?: Body) => new Answer(status, body);

/**
 * What a handler returns when it wrote its answer on the context itself (a cached copy's bytes,
 * or a 304): typed by what it wrote, so the compiler holds that to the route's schema as well.
 */
export class Written<Body = unknown> {
  declare readonly body?: Body;
}
const WRITTEN = new Written();
export const written = <Body>(): Written<Body> => WRITTEN as Written<Body>;

/**
 * A page of a list: its items are the answer, the cursor of the next page (if any) its Next-Cursor
 * header, with the page's other headers (the stylist's Later-Cursor and Open-Cursor, the
 * gallery's Total-Count); a header without a value is not sent.
 */
export function listPage<T>(
  { items, nextCursor }: Page<T>,
  more: Record<string, string | null> = {},
): Answer<T[]> {
  const headers = Object.entries({ 'Next-Cursor': nextCursor, ...more }).filter(
    (header): header is [string, string] => Boolean(header[1]),
  );
  return new Answer(undefined, items, Object.fromEntries(headers));
}

/**
 * A create that an Idempotency-Key makes safe to retry: `create` gets the key from the header; a
 * replay answers the first answer again, with its status, marked Idempotent-Replayed.
 */
export async function idempotentCreate<Body>(
  ctx: Context,
  create: (key: string | null) => Promise<{ status: number; body: Body; replayed?: boolean }>,
): Promise<Answer<Body>> {
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
  /**
   * Opened in a browser as well as fetched (the API's description): a browser opening it without
   * the role is sent to sign in or shown Access Denied (page-refusal.ts), as the site's admin
   * pages answer; API clients still get the JSON 401 or 403.
   */
  browsable?: boolean;
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
  Response extends RouteResponses | undefined,
> extends Omit<RouteSpec, 'path' | 'role' | 'body' | 'query' | 'params' | 'handler' | 'response'> {
  path: Path;
  role: Role;
  body?: Body;
  query?: Query;
  params?: Params;
  response?: Response;
  handler: (
    route: RouteContext<
      Checked<Body, unknown>,
      Checked<Query, RawQuery>,
      UserOf<Role>,
      Checked<Params, Record<string, never>>
    >,
  ) => Answered<Response> | Promise<Answered<Response>>;
}

/**
 * What a handler may return (issue 16.4): a value of its declared answer, as it is, in an Answer,
 * or written in place. With answers declared by status, any of their schemas' values; a route
 * that declares a raw answer (a page, a redirect, a file) among them may return anything.
 */
type Answered<Response> = Response extends TSchema
  ? Returned<Static<Response>>
  : Response extends Partial<Record<number, TSchema | RawAnswer>>
    ? [RawStatuses<Response>] extends [never]
      ? Returned<SchemaBodies<Response>>
      : unknown
    : unknown;
type Returned<Body> = Body | Answer<Body> | Written<Body>;
type SchemaBodies<Responses> = {
  [Status in keyof Responses]: Responses[Status] extends TSchema ? Static<Responses[Status]> : never;
}[keyof Responses];
type RawStatuses<Responses> = {
  [Status in keyof Responses]: Responses[Status] extends TSchema ? never : Status;
}[keyof Responses];

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
  Response extends RouteResponses | undefined = undefined,
>(
  spec: RouteDeclaration<Path, Role, Body, Query, Params, Response> & PathParamsDeclared<Path, Params>,
): RouteSpec => spec as unknown as RouteSpec;
