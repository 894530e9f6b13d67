/** The landing page's sections a link may open ('/#services'), signed in or not. */
export const LANDING_SECTIONS: ReadonlySet<string> = new Set([
  'services',
  'pricing',
  'bridal',
  'service-areas',
  'about',
  'book',
  'consultation',
  'testimonials',
]);

/**
 * Whether '/' shows the landing page: for visitors, while the sign-in check runs, and for a link
 * to one of its sections ('/#services' in the footer) whoever is signed in. Otherwise it is the
 * signed-in home (spec 001 section 2), which only the full app shows.
 */
export function showsLanding(auth: { isLoading: boolean; isAuthenticated: boolean }, hash: string) {
  return auth.isLoading || !auth.isAuthenticated || LANDING_SECTIONS.has(hash.slice(1));
}
