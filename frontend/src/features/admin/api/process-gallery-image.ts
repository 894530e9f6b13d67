import type { ProcessedImage } from '@beauty/domain/schemas/uploads';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/admin/gallery/process-image: waits for the images worker's WebP conversion and
 * answers the address to store. Rejects on failure; the caller then keeps the original.
 */
export async function processGalleryImage(imageUrl: string): Promise<string> {
  const res = await apiRequest('POST', '/api/admin/gallery/process-image', { imageUrl });
  const { processedImageUrl } = (await res.json()) as Partial<ProcessedImage>;
  if (!processedImageUrl) throw new Error('No processed image address in the answer');
  return processedImageUrl;
}
