import { defineRoute, type RouteSpec } from '../../http/routes';
import { cachedRead } from '../../lib/public-cache';
import {
  currentBusinessSettings,
  legalDocument,
  siteInfoOf,
} from '../business-settings/business-settings.service';

/** Public facts the pages show, from Business Settings (edited by admins in the app). */
export const siteRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: '/api/site',
    role: 'public',
    summary: 'Business name, contact addresses, payment handles, deposits, social links',
    handler: cachedRead('business-settings', async (deps) =>
      siteInfoOf(await currentBusinessSettings(deps), deps.config.booking.holdHours),
    ),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/site/legal/:document',
    role: 'public',
    summary: 'The Privacy Policy or Terms of Service text the owner wrote (404 while there is none)',
    handler: ({ deps, params }) => legalDocument(deps, params.document!),
  }),
];
