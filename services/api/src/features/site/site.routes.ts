import { legalText, siteInfo } from '@beauty/domain/schemas/answers';
import { Type } from '@sinclair/typebox';
import { defineRoute, type RouteSpec } from '../../http/routes';
import { cachedRead } from '../../lib/cached-read';
import {
  currentBusinessSettings,
  legalDocument,
  siteInfoOf,
} from '../business-settings/business-settings.service';
import { robotsTxt, sendText, sitemap } from './sitemap';

/** Public facts the pages show, from Business Settings (edited by admins in the app). */
export const siteRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: '/api/site',
    role: 'public',
    summary: 'Business name, contact addresses, payment handles, deposits, social links',
    response: siteInfo,
    handler: cachedRead('business-settings', async (deps) =>
      siteInfoOf(await currentBusinessSettings(deps), deps.config.booking.holdHours),
    ),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/site/legal/:document',
    role: 'public',
    summary: 'The Privacy Policy or Terms of Service text the owner wrote (404 while there is none)',
    params: Type.Object({ document: Type.Union([Type.Literal('privacy'), Type.Literal('terms')]) }),
    response: legalText,
    handler: ({ deps, params }) => legalDocument(deps, params.document),
  }),
  defineRoute({
    method: 'GET',
    path: '/robots.txt',
    role: 'public',
    summary: 'Crawler rules and the Sitemap line, with the PUBLIC_URL the site runs at',
    response: { 200: { description: 'robots.txt', contentType: 'text/plain' } },
    handler: ({ ctx, deps }) => sendText(ctx, 'text/plain; charset=utf-8', robotsTxt(deps.config.publicUrl)),
  }),
  defineRoute({
    method: 'GET',
    path: '/sitemap.xml',
    role: 'public',
    summary: 'The public pages and the public gallery images (sitemaps.org, image extension)',
    response: { 200: { description: 'The sitemap', contentType: 'application/xml' } },
    handler: async ({ ctx, deps }) => sendText(ctx, 'application/xml; charset=utf-8', await sitemap(deps)),
  }),
];
