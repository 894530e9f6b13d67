import { createPublicCache } from '@beauty/server/public-cache/public-cache';
import Router from '@koa/router';
import Koa from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import type { AppDeps } from './deps';
import { accountRoutes } from './features/account/account.routes';
import { authRoutes } from './features/auth/auth.routes';
import { authSessionRoutes } from './features/auth/auth-session.routes';
import { emailLinkRoutes } from './features/auth/email-links.routes';
import { bookingRoutes } from './features/bookings/bookings.routes';
import { staffBookingRoutes } from './features/bookings/staff-bookings.routes';
import { businessSettingsRoutes } from './features/business-settings/business-settings.routes';
import { catalogRoutes } from './features/catalog/catalog.routes';
import { consultationRequestRoutes } from './features/consultation-requests/consultation-requests.routes';
import { consultationRoutes } from './features/consultations/consultations.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { galleryRoutes } from './features/gallery/gallery.routes';
import { galleryAdminRoutes } from './features/gallery/gallery-admin.routes';
import { healthRoutes } from './features/health/health.routes';
import { moderationRoutes } from './features/moderation/moderation.routes';
import { siteRoutes } from './features/site/site.routes';
import { createSitePages } from './features/site/site-pages';
import { staffingRoutes } from './features/staffing/staffing.routes';
import { stylistRoutes } from './features/stylist/stylist.routes';
import { stylistApplicationRoutes } from './features/stylist-applications/stylist-applications.routes';
import {
  ownStylistProfileRoutes,
  stylistProfileRoutes,
} from './features/stylist-profiles/stylist-profiles.routes';
import { testimonialRoutes } from './features/testimonials/testimonials.routes';
import { timelineRoutes } from './features/timelines/timelines.routes';
import { s3CompanionRoutes } from './features/uploads/s3-companion.routes';
import { uploadRoutes } from './features/uploads/uploads.routes';
import { userRoutes } from './features/users/users.routes';
import { csrfMiddleware } from './http/csrf';
import { errorMiddleware } from './http/errors';
import { requestLogging } from './http/logging';
import { mountRoutes, refusalPages } from './http/mount-routes';
import { openApiRoutes } from './http/openapi.routes';
import { isQueueDashboardPath, queueDashboard } from './http/queue-dashboard';
import type { RouteSpec } from './http/routes';
import { securityHeaders } from './http/security-headers';
import { sessionMiddleware } from './http/session';
import { staticSite } from './http/static-site';

/** Every route of the API in one table: the role test walks it. */
export const routeTable: RouteSpec[] = [
  ...healthRoutes,
  ...siteRoutes,
  ...authRoutes,
  ...emailLinkRoutes,
  ...authSessionRoutes,
  ...catalogRoutes,
  ...contactRoutes,
  ...consultationRequestRoutes,
  ...stylistApplicationRoutes,
  ...testimonialRoutes,
  ...galleryRoutes,
  ...timelineRoutes,
  ...uploadRoutes,
  ...s3CompanionRoutes,
  ...bookingRoutes,
  ...consultationRoutes,
  ...accountRoutes,
  ...moderationRoutes,
  ...userRoutes,
  ...galleryAdminRoutes,
  ...staffBookingRoutes,
  ...stylistRoutes,
  ...staffingRoutes,
  ...stylistProfileRoutes,
  ...ownStylistProfileRoutes,
  ...businessSettingsRoutes,
  // Reads the table when first asked, so it describes itself too.
  ...openApiRoutes(() => routeTable),
];

export interface AppOptions {
  /** Origins accepted besides PUBLIC_URL's for state-changing requests (the Vite dev server). */
  extraOrigins?: string[];
  serveFrontend?: boolean;
  /**
   * `npm run bench` only (BENCH_BASELINE_ROUTE=1): GET /api/bench/baseline answers {"ok":true}
   * through the whole middleware stack, the baseline the public reads are compared with. Not in
   * the route table, and never mounted otherwise.
   */
  benchBaseline?: boolean;
}

/** The Koa application, apart from any listener, so tests and main.ts build it the same way. */
export function createApp(appDeps: AppDeps, options: AppOptions = {}): Koa {
  // Without a cache of its own (tests), public reads go to the database; changes are still announced.
  const deps: AppDeps = {
    ...appDeps,
    publicCache:
      appDeps.publicCache ??
      createPublicCache({
        redis: appDeps.redis,
        redisPrefix: appDeps.config.redisPrefix,
        logger: appDeps.logger,
        enabled: false,
      }),
  };
  // Behind N proxies the client is the address the outermost one saw, never what it was told.
  const hops = deps.config.trustProxyHops;
  const app = new Koa({ proxy: hops > 0, maxIpsCount: hops });
  app.silent = true;
  const router = new Router();
  mountRoutes(router, routeTable, deps);
  if (options.benchBaseline) {
    router.get('/api/bench/baseline', (ctx) => {
      ctx.body = { ok: true };
    });
  }

  const isApi = (path: string) => path.startsWith('/api/') || path === '/api';
  const api =
    (middleware: Koa.Middleware): Koa.Middleware =>
    (ctx, next) =>
      isApi(ctx.path) ? middleware(ctx, next) : next();

  app.use(requestLogging(deps.logger));
  app.use(errorMiddleware);
  app.use(deps.metrics.middleware());
  app.use(securityHeaders(deps.config));
  // The sign-in forms answer refusals with their page, also those refused before routing.
  app.use(refusalPages(routeTable, deps));
  app.use(csrfMiddleware(deps, options.extraOrigins));
  app.use(
    api(
      koaBody({
        json: true,
        urlencoded: true,
        text: false,
        multipart: false,
        jsonLimit: '100kb',
        formLimit: '32kb',
        jsonStrict: true,
        parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
      }),
    ),
  );
  // The session is read for the API and for the queue dashboard, which is admin-only.
  const withSession = sessionMiddleware(deps);
  app.use((ctx, next) =>
    isApi(ctx.path) || isQueueDashboardPath(ctx.path) ? withSession(ctx, next) : next(),
  );
  app.use(queueDashboard(deps));
  app.use(router.routes());
  app.use(router.allowedMethods());
  if (options.serveFrontend !== false) {
    const { frontendDist, publicUrl } = deps.config;
    app.use(
      staticSite(frontendDist, publicUrl, {
        pages: createSitePages(deps, frontendDist),
        onRenderError: (error, page) =>
          deps.logger.error({ err: error, page }, 'could not render a public page; served the built copy'),
      }),
    );
  }
  return app;
}
