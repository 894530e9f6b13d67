import { fileTypesInWords, UPLOAD_LIMITS, UPLOAD_PURPOSES } from './upload-limits';

describe('fileTypesInWords', () => {
  it('names every content type a purpose accepts, none left out', () => {
    for (const purpose of UPLOAD_PURPOSES) {
      const names = fileTypesInWords(purpose).split(/, | or /);
      expect(names).toHaveLength(UPLOAD_LIMITS[purpose].contentTypes.length);
    }
  });

  it('lists them as the messages say them', () => {
    expect(fileTypesInWords('gallery')).toBe('JPEG, PNG, WebP or AVIF');
    expect(fileTypesInWords('stylist-photo')).toBe('JPEG, PNG or WebP');
    expect(fileTypesInWords('resume')).toBe('PDF');
  });
});
