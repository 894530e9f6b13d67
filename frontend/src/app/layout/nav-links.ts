import type { Role } from '@beauty/domain/status';

export interface NavItem {
  label: string;
  /** A path, or a path with an in-page anchor such as '/#services'. */
  to: string;
}

/** Spec 000 section 2, navigation bar. */
export const visitorLinks: readonly NavItem[] = [
  { label: 'Services', to: '/#services' },
  { label: 'Pricing', to: '/#pricing' },
  { label: 'About', to: '/#about' },
  { label: 'Gallery', to: '/gallery' },
];

/**
 * The public pages, kept within reach once signed in (the spec's signed-in bar has only Dashboard
 * and Book Service): the account menu and the mobile menu list them under 'Explore'.
 */
export const exploreLinks: readonly NavItem[] = [
  { label: 'Services', to: '/#services' },
  { label: 'Bridal Packages', to: '/#bridal' },
  { label: 'About', to: '/#about' },
  { label: 'Gallery', to: '/gallery' },
];

/** The signed-in user's own pages, in the account menu. */
export const accountLinks: readonly NavItem[] = [
  { label: 'My Bookings', to: '/bookings' },
  { label: 'Account Settings', to: '/account' },
];

export function signedInLinks(role: Role | null): NavItem[] {
  // A stylist's dashboard is her own (the home page takes her there too).
  const links: NavItem[] = [
    { label: 'Dashboard', to: role === 'stylist' ? '/stylist' : '/' },
    { label: 'Book Service', to: '/book' },
  ];
  // The spec's nav has no way to the stylist page; admins need one to reach it.
  if (role === 'admin') links.push({ label: 'Stylist Dashboard', to: '/stylist' });
  if (role === 'admin') links.push({ label: 'Settings', to: '/admin' });
  return links;
}

export const isAnchorLink = (item: NavItem) => item.to.includes('#');
