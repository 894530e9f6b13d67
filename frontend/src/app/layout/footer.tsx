import type { SocialNetwork } from '@beauty/domain/schemas/business-settings';
import type { ComponentType } from 'react';
import { Link } from '@/app/navigation/navigation';
import {
  FacebookIcon,
  type IconProps,
  InstagramIcon,
  PinterestIcon,
  TikTokIcon,
  YouTubeIcon,
} from '@/components/icons';
import { useListedTowns } from '@/lib/service-areas-queries';
import { DEFAULT_BUSINESS_NAME, useSite } from '@/lib/site';
import { Brand } from './brand';

const exploreLinks = [
  { label: 'Services', to: '/#services' },
  { label: 'Bridal Packages', to: '/#bridal' },
  { label: 'About Us', to: '/#about' },
  { label: 'Portfolio', to: '/gallery' },
];

const connectLinks = [
  { label: 'Become a Stylist', to: '/stylist-application' },
  { label: 'Share Your Experience', to: '/submit-testimonial' },
  { label: 'Contact Us', to: '/contact' },
];

// The links the owner set in Business Settings; an empty one shows nothing.
const SOCIAL: Record<SocialNetwork, { label: string; Icon: ComponentType<IconProps> }> = {
  instagram: { label: 'Instagram', Icon: InstagramIcon },
  facebook: { label: 'Facebook', Icon: FacebookIcon },
  tiktok: { label: 'TikTok', Icon: TikTokIcon },
  pinterest: { label: 'Pinterest', Icon: PinterestIcon },
  youtube: { label: 'YouTube', Icon: YouTubeIcon },
};

/** A titled column of the site's own pages. */
function LinkColumn({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: ReadonlyArray<{ label: string; to: string }>;
}) {
  return (
    <nav className="site-footer__column stack gap-4" aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading caps-heading">
        {title}
      </h2>
      <ul className="stack gap-3 plain-list">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const site = useSite().data;
  const businessName = site?.businessName ?? DEFAULT_BUSINESS_NAME;
  const socialLinks = site?.socialLinks ?? [];
  const towns = useListedTowns();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand stack gap-5">
          <Brand className="brand--footer" />
          <p>
            Mobile bridal and event hair &amp; makeup. We come to you for weddings, engagements, birthdays and
            every moment worth celebrating.
          </p>
          {socialLinks.length > 0 && (
            <ul className="site-footer__social plain-list">
              {socialLinks.map(({ network, url }) => {
                const { label, Icon } = SOCIAL[network];
                return (
                  <li key={network}>
                    <a
                      href={url}
                      className="site-footer__social-button ring"
                      aria-label={`${businessName} on ${label}`}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <Icon />
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </div>

        <LinkColumn id="footer-explore" title="Explore" links={exploreLinks} />

        <LinkColumn id="footer-connect" title="Connect" links={connectLinks} />

        <div className="site-footer__column site-footer__column--wide stack gap-4">
          <h2 className="site-footer__heading caps-heading">Service Area</h2>
          {towns.length > 0 && <p className="site-footer__areas">{towns.join(' · ')}</p>}
          <p className="site-footer__note">Based in Puyallup, serving the South Puget Sound.</p>
        </div>
      </div>

      <div className="container">
        <div className="site-footer__bottom cluster">
          {/* The prerendered page carries the build's year; a new year must not fail hydration. */}
          <p suppressHydrationWarning>
            © {year} {businessName}. All rights reserved.
          </p>
          {(site?.legal.privacy || site?.legal.terms) && (
            <div className="site-footer__legal">
              {site.legal.privacy && (
                <Link to="/privacy" className="site-footer__legal-button">
                  Privacy Policy
                </Link>
              )}
              {site.legal.terms && (
                <Link to="/terms" className="site-footer__legal-button">
                  Terms of Service
                </Link>
              )}
            </div>
          )}
        </div>
      </div>
    </footer>
  );
}
