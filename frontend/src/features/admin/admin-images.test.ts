import { describe, expect, it } from '@jest/globals';
import { displayImageUrl, galleryThumbnail, sizedImageUrl } from './admin-images';

describe('admin image addresses', () => {
  it('shows cloud-storage images through /api/images and sizes our own', () => {
    expect(displayImageUrl('https://storage.googleapis.com/bucket/uploads/abc-123')).toBe(
      '/api/images/abc-123',
    );
    expect(displayImageUrl('/api/images/abc')).toBe('/api/images/abc');
    expect(sizedImageUrl('/api/images/abc', 480)).toBe('/api/images/abc?w=480');
    expect(sizedImageUrl('/api/images/abc?w=960', 480)).toBe('/api/images/abc?w=960');
    expect(sizedImageUrl('https://example.com/a.jpg', 480)).toBe('https://example.com/a.jpg');
  });

  it('builds a thumbnail from the WebP variants, or a sized address without them', () => {
    const variants = [
      { width: 1600, height: 2000, url: '/api/images/a?w=1600' },
      { width: 480, height: 600, url: '/api/images/a?w=480' },
      { width: 960, height: 1200, url: '/api/images/a?w=960' },
    ];
    expect(galleryThumbnail({ imageUrl: '/api/images/a', variants, width: 3000, height: 3750 })).toEqual({
      src: '/api/images/a?w=480',
      srcSet: '/api/images/a?w=480 480w, /api/images/a?w=960 960w, /api/images/a?w=1600 1600w',
      fullSize: '/api/images/a?w=1600',
      width: 1600,
      height: 2000,
    });
    expect(galleryThumbnail({ imageUrl: '/api/images/b', variants: [], width: null, height: null })).toEqual({
      src: '/api/images/b?w=480',
      srcSet: undefined,
      fullSize: '/api/images/b',
      width: undefined,
      height: undefined,
    });
  });
});
