import type { RouteContext, RouteSpec } from '../../http/routes';

/**
 * A form of the built-in provider. With an OpenID Connect provider configured, the built-in
 * forms are off: they send her to GET /api/login (which goes to the provider) and never create
 * or change an account. They decide before anything else, the provider's discovery included.
 */
export function builtInOnly(route: RouteSpec): RouteSpec {
  const toProvider = ({ ctx, deps }: RouteContext<unknown>) => {
    if (!deps.config.oidc) return false;
    ctx.status = 303;
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect('/api/login');
    return true;
  };
  const { handler, onRefused } = route;
  return {
    ...route,
    handler: (context) => (toProvider(context) ? undefined : handler(context)),
    onRefused:
      onRefused && ((context, refusal) => (toProvider(context) ? undefined : onRefused(context, refusal))),
  };
}
