import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticNavigation } from './browser-navigation';
import { Link, NavLink, useSearchParams } from './navigation';

function Query() {
  const [params] = useSearchParams();
  return <>{`${params.get('q')}|${params.get('tag')}`}</>;
}

const at = (pathname: string, search = '') => ({ pathname, search, hash: '', key: 'default' });

describe('The shared navigation (public pages without the router)', () => {
  it('renders links as plain anchors with their address (they work before any script)', () => {
    const html = renderToStaticMarkup(
      <StaticNavigation location={at('/')}>
        <Link to="/gallery" className="x">
          Gallery
        </Link>
      </StaticNavigation>,
    );
    expect(html).toBe('<a class="x" href="/gallery">Gallery</a>');
  });

  it('marks the current page, exactly with `end`, as react-router NavLink does', () => {
    const render = (pathname: string, to: string, end?: boolean) =>
      renderToStaticMarkup(
        <StaticNavigation location={at(pathname)}>
          <NavLink to={to} end={end} className="site-nav__link">
            Here
          </NavLink>
        </StaticNavigation>,
      );
    expect(render('/gallery', '/gallery', true)).toContain('aria-current="page"');
    expect(render('/gallery', '/gallery', true)).toContain('class="site-nav__link active"');
    expect(render('/', '/gallery', true)).not.toContain('aria-current');
    expect(render('/bookings/7', '/bookings', true)).not.toContain('aria-current');
    expect(render('/bookings/7', '/bookings')).toContain('aria-current="page"');
    // '/' is the current page only at '/', and an anchor link never is on another page.
    expect(render('/gallery', '/')).not.toContain('aria-current');
    expect(render('/gallery', '/#services', true)).not.toContain('aria-current');
  });

  it('reads the query of the address', () => {
    const html = renderToStaticMarkup(
      <StaticNavigation location={at('/gallery', '?q=updo&tag=bridal')}>
        <Query />
      </StaticNavigation>,
    );
    expect(html).toBe('updo|bridal');
  });
});
