import { SERVICE_AREAS } from '@beauty/domain/catalog';
import { Link } from 'react-router-dom';
import { FacebookIcon, InstagramIcon, PinterestIcon } from '@/components/icons';
import { useBusinessName } from '@/lib/site';
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

// Spec 000: the social buttons only write to the developer console.
const socialLinks = [
  { label: 'Instagram', Icon: InstagramIcon },
  { label: 'Facebook', Icon: FacebookIcon },
  { label: 'Pinterest', Icon: PinterestIcon },
];

export function Footer() {
  const businessName = useBusinessName();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Brand className="brand--footer" />
          <p>
            Mobile bridal and event hair &amp; makeup. We come to you for weddings, engagements, birthdays and
            every moment worth celebrating.
          </p>
          <ul className="site-footer__social">
            {socialLinks.map(({ label, Icon }) => (
              <li key={label}>
                <button
                  type="button"
                  className="site-footer__social-button"
                  aria-label={`${businessName} on ${label}`}
                  onClick={() => console.log(`${label} clicked`)}
                >
                  <Icon />
                </button>
              </li>
            ))}
          </ul>
        </div>

        <nav className="site-footer__column" aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="site-footer__heading">
            Explore
          </h2>
          <ul>
            {exploreLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav className="site-footer__column" aria-labelledby="footer-connect">
          <h2 id="footer-connect" className="site-footer__heading">
            Connect
          </h2>
          <ul>
            {connectLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="site-footer__column site-footer__column--wide">
          <h2 className="site-footer__heading">Service Area</h2>
          <p className="site-footer__areas">{SERVICE_AREAS.join(' · ')}</p>
          <p className="site-footer__note">Based in Puyallup, serving the South Puget Sound.</p>
        </div>
      </div>

      <div className="container">
        <div className="site-footer__bottom">
          {/* The prerendered page carries the build's year; a new year must not fail hydration. */}
          <p suppressHydrationWarning>
            © {year} {businessName}. All rights reserved.
          </p>
          <div className="site-footer__legal">
            {/* Spec 000: these buttons have no action yet. */}
            <button type="button" className="site-footer__legal-button">
              Privacy Policy
            </button>
            <button type="button" className="site-footer__legal-button">
              Terms of Service
            </button>
          </div>
        </div>
      </div>
    </footer>
  );
}
