import { assertSafeKey, storageKeys } from './storage';

describe('storage keys', () => {
  it('accepts the keys the code builds', () => {
    const id = '6f1c2b8e-5d4a-4c3b-9a1e-2f3d4c5b6a7e';
    expect(() => assertSafeKey(storageKeys.original(id))).not.toThrow();
    expect(() => assertSafeKey(storageKeys.variant(id, 480))).not.toThrow();
  });

  it.each(['../etc/passwd', 'originals/../../x', '/abs/path', 'a//b', '', '.incoming/x', 'a/./b', 'a\\b'])(
    'refuses %j',
    (key) => {
      expect(() => assertSafeKey(key)).toThrow(/Invalid storage key/);
    },
  );
});
