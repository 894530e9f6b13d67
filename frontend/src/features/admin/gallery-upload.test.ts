import type { GalleryImage, GalleryImageInput } from '@beauty/domain/schemas/gallery';
import { describe, expect, it, jest } from '@jest/globals';
import {
  GALLERY_MAX_BYTES,
  type GalleryFormValues,
  type GalleryUploadSteps,
  galleryFileMessages,
  galleryFileProblem,
  PROCESS_DELAY_MS,
  uploadGalleryImage,
} from './gallery-upload';

const image = (input: GalleryImageInput): GalleryImage => ({
  id: '9b1f7a52-4d0f-4b5e-9f5e-2a8f4e0c1d11',
  title: input.title,
  description: input.description ?? null,
  imageUrl: input.imageUrl,
  tags: input.tags ?? [],
  isPublic: input.isPublic ?? true,
  width: null,
  height: null,
  variants: [],
});

function fakeSteps(form: Partial<GalleryFormValues> = {}, overrides: Partial<GalleryUploadSteps> = {}) {
  const calls: string[] = [];
  const steps: GalleryUploadSteps = {
    sendFile: async (file) => {
      calls.push(`send ${file.size}`);
      return '/api/images/abc';
    },
    wait: async (ms) => {
      calls.push(`wait ${ms}`);
    },
    processImage: async (url) => {
      calls.push(`process ${url}`);
      return '/api/images/abc';
    },
    createImage: async (input) => {
      calls.push('create');
      return image(input);
    },
    readForm: () => ({ title: 'Garden bride', description: '', tags: ['bridal'], isPublic: true, ...form }),
    ...overrides,
  };
  return { steps, calls };
}

describe('gallery upload flow', () => {
  it('uploads, waits 1.5 s, converts, then creates the record with the form', async () => {
    const create = jest.fn(async (input: GalleryImageInput) => image(input));
    const { steps, calls } = fakeSteps({ description: '  Soft waves  ' }, { createImage: create });
    const created = await uploadGalleryImage(new Blob(['x'], { type: 'image/png' }), steps);
    expect(PROCESS_DELAY_MS).toBe(1500);
    expect(calls).toEqual(['send 1', 'wait 1500', 'process /api/images/abc']);
    expect(create).toHaveBeenCalledWith({
      title: 'Garden bride',
      description: 'Soft waves',
      imageUrl: '/api/images/abc',
      tags: ['bridal'],
      isPublic: true,
    });
    expect(created.title).toBe('Garden bride');
  });

  it('uses the original address when the conversion fails', async () => {
    const failed = jest.fn();
    const create = jest.fn(async (input: GalleryImageInput) => image(input));
    const { steps } = fakeSteps(
      {},
      {
        processImage: async () => {
          throw new Error('timeout');
        },
        onProcessFailed: failed,
        createImage: create,
      },
    );
    await uploadGalleryImage(new Blob(['x']), steps);
    expect(failed).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]![0].imageUrl).toBe('/api/images/abc');
  });

  it("stops with 'Upload data was lost' when the title is gone before completion", async () => {
    const create = jest.fn(async (input: GalleryImageInput) => image(input));
    const { steps } = fakeSteps({ title: '   ' }, { createImage: create });
    await expect(uploadGalleryImage(new Blob(['x']), steps)).rejects.toThrow(
      'Upload data was lost. Please try again.',
    );
    expect(create).not.toHaveBeenCalled();
  });

  it('leaves an empty description out', async () => {
    const create = jest.fn(async (input: GalleryImageInput) => image(input));
    const { steps } = fakeSteps({ description: ' ', isPublic: false, tags: [] }, { createImage: create });
    await uploadGalleryImage(new Blob(['x']), steps);
    expect(create.mock.calls[0]![0]).toEqual({
      title: 'Garden bride',
      imageUrl: '/api/images/abc',
      tags: [],
      isPublic: false,
    });
  });
});

describe('gallery file checks', () => {
  it('takes images up to 10485760 bytes', () => {
    expect(GALLERY_MAX_BYTES).toBe(10_485_760);
    expect(galleryFileProblem({ type: 'image/jpeg', size: GALLERY_MAX_BYTES })).toBeNull();
    expect(galleryFileProblem({ type: 'image/png', size: 1 })).toBeNull();
    expect(galleryFileProblem({ type: 'image/webp', size: GALLERY_MAX_BYTES + 1 })).toBe(
      galleryFileMessages.tooLarge,
    );
  });

  it('refuses anything that is not an image', () => {
    expect(galleryFileProblem({ type: 'application/pdf', size: 10 })).toBe(galleryFileMessages.wrongType);
    expect(galleryFileProblem({ type: '', size: 10 })).toBe(galleryFileMessages.wrongType);
  });
});
