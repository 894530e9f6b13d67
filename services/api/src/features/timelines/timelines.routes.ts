import { uuid } from '@beauty/domain/schemas/fields';
import { TIMELINE_ENTITY_TYPES, timeline } from '@beauty/domain/schemas/timeline';
import { Type } from '@sinclair/typebox';
import { defineRoute, type RouteSpec } from '../../http/routes';
import { readTimeline } from './timelines.service';

export const timelineRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: '/api/timelines/:entityType/:id',
    role: 'public',
    summary: "An entity's status timeline (staff, owner, or holder of the tracking token)",
    query: Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) }),
    params: Type.Object({
      entityType: Type.Union(TIMELINE_ENTITY_TYPES.map((type) => Type.Literal(type))),
      id: uuid(),
    }),
    response: timeline,
    handler: ({ deps, params, query, user }) =>
      readTimeline(deps, params.entityType, params.id, { user, token: query.token }),
  }),
];
