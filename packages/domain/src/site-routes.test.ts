import { isSitePath, SITEMAP_PATHS } from './site-routes';

describe('isSitePath', () => {
  it('knows the pages of the route table, as react-router matches them', () => {
    for (const path of ['/', '/gallery', '/gallery/', '/Gallery', '/bookings/abc-123', '/admin/business'])
      expect([path, isSitePath(path)]).toEqual([path, true]);
  });

  it('knows no other path', () => {
    for (const path of ['/nope', '/galleryx', '/bookings/1/2', '/bookings//x', '/admin/other', '//gallery'])
      expect([path, isSitePath(path)]).toEqual([path, false]);
  });

  it('lists only public pages in the sitemap', () => {
    expect(SITEMAP_PATHS).toEqual([
      '/',
      '/gallery',
      '/stylist-application',
      '/submit-testimonial',
      '/contact',
      '/privacy',
      '/terms',
    ]);
  });
});
