import { imageAddress, uploadIdOfAddress } from './image-address';

const id = '0b9f3c1e-2a4d-4c5e-9f10-abcdefabcdef';

describe('image addresses', () => {
  it('reads back the id of every address it builds, and only of those', () => {
    expect(uploadIdOfAddress(imageAddress(id))).toBe(id);
    expect(uploadIdOfAddress(` ${imageAddress(id.toUpperCase())} `)).toBe(id);
    expect(uploadIdOfAddress(`https://beauty.example${imageAddress(id)}`, 'https://beauty.example')).toBe(id);
    expect(imageAddress(id, 480)).toBe(`/api/images/${id}?w=480`);
  });

  it('refuses what is not exactly one of our upload addresses', () => {
    for (const address of [
      imageAddress(id, 480),
      `https://evil.example${imageAddress(id)}`,
      '/api/images/../../etc/passwd',
      `/api/images/${id}/x`,
      `/api/uploads/${id}`,
      'not an address',
    ]) {
      expect(uploadIdOfAddress(address, 'https://beauty.example')).toBeNull();
    }
  });
});
