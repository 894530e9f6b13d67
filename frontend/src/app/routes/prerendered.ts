import type { LazyPage } from './lazy-page';
import {
  ContactPage,
  GalleryPage,
  LandingPage,
  StylistApplicationPage,
  SubmitTestimonialPage,
} from './public-pages';

/**
 * The public pages the server sends rendered, with their content (features/site in the API):
 * the browser hydrates these with their own small tree (app/public), once the page's code is in;
 * every other page starts on the client, in the full app.
 */
export const PRERENDERED_PAGES = {
  '/': LandingPage,
  '/gallery': GalleryPage,
  '/contact': ContactPage,
  '/stylist-application': StylistApplicationPage,
  '/submit-testimonial': SubmitTestimonialPage,
} as const satisfies Record<string, LazyPage>;

export type PrerenderedPath = keyof typeof PRERENDERED_PAGES;

export function isPrerenderedPath(pathname: string): pathname is PrerenderedPath {
  return Object.hasOwn(PRERENDERED_PAGES, pathname);
}
