import { roleUpdate, user, userListQuery } from '@beauty/domain/schemas/user';
import { Type } from '@sinclair/typebox';
import { defineRoute, listPage, type RouteSpec, uuidParams } from '../../http/routes';
import { changeRole, listUsers } from './users.service';

export const userRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/users',
    role: 'admin',
    summary:
      'Accounts with their roles, newest first, 20 at a time (?limit= up to 50); ?q= finds a name or email, ?role= keeps some roles (Next-Cursor header: ?before= for the next ones)',
    query: userListQuery,
    response: Type.Array(user),
    handler: async ({ deps, query }) => listPage(await listUsers(deps, query)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/admin/users/:userId/role',
    role: 'admin',
    summary: 'Give a user the customer, stylist or admin role (the last admin cannot be demoted: 409)',
    body: roleUpdate,
    params: uuidParams('userId'),
    response: user,
    errors: [409],
    handler: ({ deps, user, params, body }) => changeRole(deps, user, params.userId, body.role),
  }),
];
