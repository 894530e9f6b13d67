import { checkUploadSignature, localUploadAddress, signUpload } from './upload-signature';

const secret = 'test-secret';
const uploadId = '6f1c2b8e-5d4a-4c3b-9a1e-2f3d4c5b6a7e';
const now = Date.UTC(2026, 5, 1, 12, 0, 0);
const expires = now / 1000 + 900;

/** Check this upload's own signed address, with `overrides`, at `at` (now unless given). */
const check = (
  overrides: Partial<{ uploadId: string; purpose: string; expires: unknown; signature: unknown }>,
  at: number = now,
) =>
  checkUploadSignature(
    secret,
    {
      uploadId,
      purpose: 'resume',
      expires: String(expires),
      signature: signUpload(secret, { uploadId, expires, purpose: 'resume' }),
      ...overrides,
    },
    at,
  );

describe('upload signatures', () => {
  it('accepts its own signature until it expires', () => {
    expect(check({})).toBe('valid');
    expect(check({}, expires * 1000)).toBe('expired');
  });

  it('binds the upload id, the expiry and the purpose', () => {
    expect(check({ uploadId: '00000000-0000-4000-8000-000000000000' })).toBe('invalid');
    expect(check({ expires: String(expires + 60) })).toBe('invalid');
    expect(check({ purpose: 'gallery' })).toBe('invalid');
    expect(check({ signature: signUpload('other-secret', { uploadId, expires, purpose: 'resume' }) })).toBe(
      'invalid',
    );
  });

  it('refuses missing or malformed parameters', () => {
    expect(check({ signature: undefined })).toBe('invalid');
    expect(check({ signature: ['a', 'b'] })).toBe('invalid');
    expect(check({ expires: undefined })).toBe('invalid');
    expect(check({ expires: '1e12' })).toBe('invalid');
    expect(check({ signature: 'x'.repeat(500) })).toBe('invalid');
  });

  it('builds the local address the PUT route checks', () => {
    const address = localUploadAddress(secret, {
      uploadId,
      purpose: 'resume',
      expiresAt: new Date(expires * 1000),
    });
    const url = new URL(address, 'http://localhost');
    expect(url.pathname).toBe(`/api/uploads/${uploadId}`);
    expect(
      checkUploadSignature(
        secret,
        {
          uploadId,
          purpose: 'resume',
          expires: url.searchParams.get('expires'),
          signature: url.searchParams.get('signature'),
        },
        now,
      ),
    ).toBe('valid');
  });
});
