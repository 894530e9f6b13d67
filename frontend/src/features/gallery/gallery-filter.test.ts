import { describe, expect, it } from '@jest/globals';
import { distinctTags, filterGalleryImages, resultsCountText } from './gallery-filter';

const images = [
  { title: 'Soft Glam Bride', description: 'Romantic waves and a rosy lip', tags: ['bridal', 'makeup'] },
  { title: 'Garden Updo', description: null, tags: ['hair', 'bridal'] },
  { title: 'Prom Night', description: 'Bold EYES for the dance floor', tags: ['event'] },
];

describe('gallery filters', () => {
  it('lists every tag once, sorted', () => {
    expect(distinctTags(images)).toEqual(['bridal', 'event', 'hair', 'makeup']);
  });

  it('searches title and description without regard to case', () => {
    expect(filterGalleryImages(images, { search: 'updo', tag: null }).map((i) => i.title)).toEqual([
      'Garden Updo',
    ]);
    expect(filterGalleryImages(images, { search: 'eyes', tag: null }).map((i) => i.title)).toEqual([
      'Prom Night',
    ]);
  });

  it('combines the exact tag with the search', () => {
    expect(filterGalleryImages(images, { search: '', tag: 'bridal' })).toHaveLength(2);
    expect(filterGalleryImages(images, { search: 'rosy', tag: 'bridal' })).toHaveLength(1);
    expect(filterGalleryImages(images, { search: 'rosy', tag: 'hair' })).toHaveLength(0);
    expect(filterGalleryImages(images, { search: '', tag: 'Bridal' })).toHaveLength(0);
  });

  it('describes the results and the filters that apply', () => {
    expect(resultsCountText(3, { search: '', tag: null })).toBe('3 images');
    expect(resultsCountText(1, { search: '', tag: 'bridal' })).toBe('1 image tagged with "bridal"');
    expect(resultsCountText(0, { search: ' updo ', tag: 'hair' })).toBe(
      '0 images tagged with "hair" matching "updo"',
    );
  });
});
