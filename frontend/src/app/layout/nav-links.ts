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

export function signedInLinks(role: Role | null): NavItem[] {
  const links: NavItem[] = [
    { label: 'Dashboard', to: '/' },
    { label: 'Book Service', to: '/book' },
  ];
  // The spec's nav has no way to the stylist page; stylists and admins need one to reach it.
  if (role === 'stylist' || role === 'admin') links.push({ label: 'Stylist Dashboard', to: '/stylist' });
  if (role === 'admin') links.push({ label: 'Settings', to: '/admin' });
  return links;
}

export const isAnchorLink = (item: NavItem) => item.to.includes('#');
