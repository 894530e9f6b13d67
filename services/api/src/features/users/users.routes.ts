import { type RoleUpdate, roleUpdate } from '@beauty/domain/schemas/user';
import { defineRoute, type RouteSpec } from '../../http/routes';
import { changeRole, listUsers } from './users.service';

export const userRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/users',
    role: 'admin',
    summary: 'Every account, newest first, with its role',
    handler: ({ deps }) => listUsers(deps),
  }),
  defineRoute<RoleUpdate>({
    method: 'PUT',
    path: '/api/admin/users/:userId/role',
    role: 'admin',
    summary: 'Give a user the customer, stylist or admin role (the last admin cannot be demoted: 409)',
    body: roleUpdate,
    handler: ({ deps, user, params, body }) => changeRole(deps, user!, params.userId!, body.role),
  }),
];
