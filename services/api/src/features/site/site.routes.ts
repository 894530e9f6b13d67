import { defineRoute, type RouteSpec } from '../../http/routes';

/** Public facts the pages show (contact card addresses, business name), from configuration. */
export const siteRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: '/api/site',
    role: 'public',
    summary: 'Business name and contact addresses',
    handler: ({ deps, ctx }) => {
      ctx.set('Cache-Control', 'public, max-age=300');
      return {
        businessName: deps.config.businessName,
        contactEmails: deps.config.contactEmails,
        phone: deps.config.businessPhone,
      };
    },
  }),
];
