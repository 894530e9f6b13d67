import { describe, expect, it } from '@jest/globals';
import { imageUrlOf, uploadErrorMessage } from './upload-results';

const id = '6f1c2b8e-5d4a-4c3b-9a1e-2f3d4c5b6a7e';

describe("Uppy's results read for the gallery record", () => {
  it('takes the image address from the complete call or from a single PUT address', () => {
    expect(imageUrlOf(`/api/images/${id}`)).toBe(`/api/images/${id}`);
    expect(imageUrlOf(`http://127.0.0.1:3000/api/uploads/${id}`)).toBe(`/api/images/${id}`);
    expect(imageUrlOf(`https://bucket.s3.us-west-2.amazonaws.com/originals/${id.toUpperCase()}`)).toBe(
      `/api/images/${id}`,
    );
    expect(imageUrlOf('https://bucket.s3.amazonaws.com/originals/not-an-id')).toBeNull();
    expect(imageUrlOf(undefined)).toBeNull();
  });

  it('words a failure as spec 001 section 8 and the upload widget do', () => {
    const userFacing = Object.assign(new Error('Images must be 10 MB or smaller.'), {
      name: 'UserFacingApiError',
    });
    expect(uploadErrorMessage(userFacing)).toBe('Images must be 10 MB or smaller.');
    expect(uploadErrorMessage(Object.assign(new Error('Non 2xx'), { source: { status: 413 } }))).toBe(
      'HTTP error! status: 413',
    );
    // The bytes' PUT refused by the API: its message; by S3 (XML) or with no body: the status.
    const refusedPut = (status: number, responseText: string) =>
      uploadErrorMessage(Object.assign(new Error('Non 2xx'), { source: { status, responseText } }));
    expect(
      refusedPut(415, JSON.stringify({ message: 'Please upload a JPEG, PNG, WebP or AVIF image.' })),
    ).toBe('Please upload a JPEG, PNG, WebP or AVIF image.');
    expect(refusedPut(403, '<Error><Code>AccessDenied</Code></Error>')).toBe('HTTP error! status: 403');
    expect(refusedPut(502, JSON.stringify({ message: 'Bad gateway' }))).toBe('HTTP error! status: 502');
    expect(uploadErrorMessage(new Error('Could not POST /api/s3/multipart'))).toBe('Failed to start upload');
    expect(uploadErrorMessage(new Error('No uploadId returned'))).toBe('No upload URL received from server');
    expect(uploadErrorMessage(new Error('Unknown error'))).toBe('Failed to upload gallery image');
    expect(uploadErrorMessage(undefined)).toBe('Failed to upload gallery image');
  });
});
