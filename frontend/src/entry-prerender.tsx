/**
 * Build-time render of the landing page (run by scripts/prerender.mjs after `vite build`), so
 * '/' carries the headline, the sections and the prices without JavaScript. The catalog from
 * packages/domain stands in for GET /api/services and /api/add-ons; every other read renders in
 * its loading state, exactly as the browser's first render does, so hydration matches.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { LandingPage } from './app/routes/pages';
import {
  addOnsQueryOptions,
  seededAddOns,
  seededServices,
  servicesQueryOptions,
} from './lib/catalog-queries';
import { createQueryClient } from './lib/query-client';

export { BUILD_ORIGIN_PLACEHOLDER } from '@beauty/domain/site-routes';
export { landingHeadTags } from './features/landing/seo';

export async function renderLandingPage(): Promise<string> {
  // Loaded up front, the lazy page renders in place: no Suspense fallback, and no streaming
  // script to swap it in later (the CSP forbids inline scripts).
  await LandingPage.preload();
  const queryClient = createQueryClient();
  queryClient.setQueryData(servicesQueryOptions.queryKey, seededServices);
  queryClient.setQueryData(addOnsQueryOptions.queryKey, seededAddOns);
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });

  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders client={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
    {
      // One document, no streaming: never outline a large Suspense boundary into a later chunk
      // that an inline script would have to swap in.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A section that fails here would ship as its loading state: fail the build instead.
      onError(error) {
        errors.push(error);
      },
    },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  queryClient.clear();
  if (errors.length > 0) throw new AggregateError(errors, 'The landing page did not prerender cleanly');
  router.dispose();
  return html;
}
