import { describe, expect, it } from '@jest/globals';
import { addTag, MAX_TAG_LENGTH, MAX_TAGS, removeTag } from './gallery-tags';

describe('gallery tags', () => {
  it('adds a trimmed tag', () => {
    expect(addTag(['bridal'], '  updo  ')).toEqual({ added: true, tags: ['bridal', 'updo'] });
    expect(addTag([], 'soft   glam')).toEqual({ added: true, tags: ['soft glam'] });
  });

  it('ignores empty tags', () => {
    expect(addTag(['bridal'], '')).toMatchObject({ added: false, reason: 'empty', tags: ['bridal'] });
    expect(addTag(['bridal'], '   ')).toMatchObject({ added: false, reason: 'empty' });
  });

  it('ignores a tag that is already there, in any letter case', () => {
    expect(addTag(['bridal'], 'bridal')).toMatchObject({ added: false, reason: 'duplicate' });
    expect(addTag(['bridal'], ' Bridal ')).toMatchObject({ added: false, reason: 'duplicate' });
  });

  it('keeps to the limits', () => {
    const full = Array.from({ length: MAX_TAGS }, (_, i) => `tag ${i}`);
    expect(addTag(full, 'one more')).toMatchObject({ added: false, reason: 'full' });
    const long = addTag([], 'x'.repeat(MAX_TAG_LENGTH + 10));
    expect(long.added && long.tags[0]).toHaveLength(MAX_TAG_LENGTH);
  });

  it('removes a tag', () => {
    expect(removeTag(['bridal', 'updo', 'glam'], 'updo')).toEqual(['bridal', 'glam']);
    expect(removeTag(['bridal'], 'missing')).toEqual(['bridal']);
  });
});
