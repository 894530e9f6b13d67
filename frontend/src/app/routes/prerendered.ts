import {
  ContactPage,
  GalleryPage,
  LandingPage,
  type LazyPage,
  StylistApplicationPage,
  SubmitTestimonialPage,
} from './pages';

/**
 * The public pages the server sends rendered, with their content (features/site in the API):
 * the browser hydrates these, once the page's code is in; every other page starts on the client.
 */
export const PRERENDERED_PAGES = {
  '/': LandingPage,
  '/gallery': GalleryPage,
  '/contact': ContactPage,
  '/stylist-application': StylistApplicationPage,
  '/submit-testimonial': SubmitTestimonialPage,
} as const satisfies Record<string, LazyPage>;

export type PrerenderedPath = keyof typeof PRERENDERED_PAGES;

export function prerenderedPage(pathname: string): LazyPage | undefined {
  return Object.hasOwn(PRERENDERED_PAGES, pathname)
    ? PRERENDERED_PAGES[pathname as PrerenderedPath]
    : undefined;
}
