import { Type } from '@sinclair/typebox';
import { answer, defineRoute, listPage, type RouteContext, redirect, uuidParams } from './routes';
import type { SessionUser } from './session';

/**
 * What a declaration gives its handler is checked by the compiler (npm run typecheck compiles
 * this file): the lines marked @ts-expect-error are the mistakes a route cannot make.
 */
describe('defineRoute', () => {
  it('types the handler by the declaration: user by role, body, query and params by their schemas', () => {
    const seen: unknown[] = [];
    const route = defineRoute({
      method: 'PATCH',
      path: '/api/things/:id',
      role: 'stylist',
      summary: 'A thing',
      body: Type.Object({ name: Type.String() }),
      query: Type.Object({ page: Type.Optional(Type.String()) }),
      params: uuidParams('id'),
      handler: ({ user, body, query, params }) => {
        const signedIn: SessionUser = user;
        const name: string = body.name;
        const page: string | undefined = query.page;
        const id: string = params.id;
        seen.push(signedIn, name, page, id);
      },
    });
    const context = { user: { id: 'u' }, body: { name: 'n' }, query: {}, params: { id: 'i' } };
    route.handler(context as unknown as RouteContext);
    expect(seen).toEqual([{ id: 'u' }, 'n', undefined, 'i']);
  });

  it('gives a public route anyone, and an undeclared body and query as they arrive', () => {
    const route = defineRoute({
      method: 'GET',
      path: '/api/things',
      role: 'public',
      summary: 'Things',
      handler: ({ user, body, query }) => {
        // @ts-expect-error: nobody may be signed in on a public route
        const signedIn: SessionUser = user;
        // @ts-expect-error: a body no schema checked is unknown
        const text: string = body;
        const raw: string | string[] | undefined = query.anything;
        return [signedIn, text, raw];
      },
    });
    expect(route.role).toBe('public');
  });

  it('refuses a path whose parameters are not all declared', () => {
    const declare = () => [
      // @ts-expect-error: :other is not declared
      defineRoute({
        method: 'GET',
        path: '/api/things/:id/:other',
        role: 'admin',
        summary: 'A thing',
        params: uuidParams('id'),
        handler: () => null,
      }),
      // @ts-expect-error: :id is not declared
      defineRoute({
        method: 'GET',
        path: '/api/things/:id',
        role: 'admin',
        summary: 'A thing',
        handler: () => null,
      }),
    ];
    expect(declare()).toHaveLength(2);
  });

  it('holds what a handler returns to the declared answer, bare, in an Answer or a page', () => {
    const thing = Type.Object({ id: Type.String(), name: Type.String() });
    const things = { method: 'GET', path: '/api/things', role: 'public', summary: 'Things' } as const;
    const declare = () => [
      defineRoute({ ...things, response: thing, handler: () => ({ id: 'a', name: 'b' }) }),
      defineRoute({ ...things, response: thing, handler: () => answer(201, { id: 'a', name: 'b' }) }),
      defineRoute({
        ...things,
        response: Type.Array(thing),
        handler: () => listPage({ items: [{ id: 'a', name: 'b' }], nextCursor: null }),
      }),
      defineRoute({
        ...things,
        response: thing,
        // @ts-expect-error: the answer lacks `name`
        handler: () => ({ id: 'a' }),
      }),
      defineRoute({
        ...things,
        response: thing,
        // @ts-expect-error: an Answer whose body is not a thing
        handler: () => answer(200, { id: 1 }),
      }),
      defineRoute({
        ...things,
        response: Type.Array(thing),
        // @ts-expect-error: a page of something else
        handler: () => listPage({ items: [1, 2], nextCursor: null }),
      }),
    ];
    expect(declare().map((route) => route.path)).toEqual(Array(6).fill('/api/things'));
  });

  it('holds answers declared by status to their schemas, unless one of them is raw', () => {
    const thing = Type.Object({ id: Type.String() });
    const queued = Type.Object({ queued: Type.Boolean() });
    const things = { method: 'POST', path: '/api/things', role: 'admin', summary: 'Things' } as const;
    const declare = () => [
      defineRoute({
        ...things,
        response: { 201: thing, 202: queued },
        handler: () => answer(202, { queued: true }),
      }),
      defineRoute({
        ...things,
        response: { 201: thing, 202: queued },
        // @ts-expect-error: neither a thing nor a queued answer
        handler: () => answer(201, { name: 'x' }),
      }),
      defineRoute({
        ...things,
        response: { 201: thing, 303: redirect('Elsewhere') },
        handler: () => answer(303, 'anything: the raw answer is the handler’s own'),
      }),
    ];
    expect(declare()).toHaveLength(3);
  });
});
