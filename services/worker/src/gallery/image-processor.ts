import sharp from 'sharp';

// Once per process (STYLE: adapters, as immich's media.repository does): no decoded-image cache
// between jobs, and one libvips thread per image so a job never takes every core.
sharp.cache(false);
sharp.concurrency(1);

/** Decoding bound for untrusted input: a 20000x20000 "pixel flood" is refused before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const WEBP_QUALITY = 80;
/** What the worker decodes; anything else (SVG, TIFF, GIF, PDF...) is refused even if sharp could read it. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

/** The input is not an image we accept (unreadable, corrupt, too many pixels, wrong format). */
export class UnusableImage extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnusableImage';
  }
}

export interface EncodedVariant {
  width: number;
  height: number;
  data: Buffer;
}

export interface ConvertedImage {
  /** The original's size once turned upright. */
  width: number;
  height: number;
  variants: EncodedVariant[];
}

/** The image adapter the images job is given (tests may pass another). */
export interface ImageProcessor {
  /**
   * Re-encode to WebP at each width (never upscaled), upright, without metadata; `square` crops
   * each to width x width around the most striking part (a portrait's face).
   */
  toWebpVariants(
    input: Buffer,
    widths: readonly number[],
    options?: { square?: boolean },
  ): Promise<ConvertedImage>;
}

const decodeOptions = { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS } as const;

/**
 * The widths to produce: each wanted width narrower than the image, plus the image's own width
 * capped at the widest, so a small photo still gets one variant and nothing is enlarged.
 */
export function variantWidths(imageWidth: number, widths: readonly number[]): number[] {
  const widest = Math.max(...widths);
  const chosen = new Set(widths.filter((w) => w < imageWidth));
  chosen.add(Math.min(imageWidth, widest));
  return [...chosen].sort((a, b) => a - b);
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message))
    return `The image has more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`;
  if (/unsupported image format/i.test(message)) return 'The file is not an image.';
  return `The image could not be read (${message.slice(0, 200)}).`;
}

/**
 * sharp on untrusted input (ARCHITECTURE, known pitfalls): failOn 'warning', a pixel bound,
 * auto-orientation, and WebP re-encoding, which drops metadata (sharp keeps none unless asked)
 * and anything appended to or hidden in the file.
 */
export function createImageProcessor(): ImageProcessor {
  return {
    async toWebpVariants(input, widths, options = {}) {
      let metadata: sharp.Metadata;
      try {
        metadata = await sharp(input, decodeOptions).metadata();
      } catch (error) {
        throw new UnusableImage(reasonOf(error));
      }
      if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
        throw new UnusableImage(`Images of type ${metadata.format ?? 'unknown'} are not accepted.`);
      }
      const width = metadata.autoOrient?.width ?? metadata.width;
      const height = metadata.autoOrient?.height ?? metadata.height;
      if (!width || !height) throw new UnusableImage('The image has no size.');
      if (width * height > MAX_INPUT_PIXELS) throw new UnusableImage(reasonOf(new Error('pixel limit')));

      // The sizes are made side by side (one libvips thread each, as sharp.concurrency(1) says):
      // one job then takes about as long as a plain multi-threaded sharp call, and the event
      // loop stays free meanwhile, since libvips works on the threadpool.
      let variants: EncodedVariant[];
      try {
        variants = await Promise.all(
          variantWidths(options.square ? Math.min(width, height) : width, widths).map(async (target) => {
            const { data, info } = await sharp(input, decodeOptions)
              .rotate()
              .resize(
                options.square
                  ? { width: target, height: target, fit: 'cover', position: sharp.strategy.attention }
                  : { width: target, withoutEnlargement: true },
              )
              .webp({ quality: WEBP_QUALITY })
              .toBuffer({ resolveWithObject: true });
            return { width: info.width, height: info.height, data };
          }),
        );
      } catch (error) {
        throw new UnusableImage(reasonOf(error));
      }
      return { width, height, variants };
    },
  };
}

/** The process's image adapter. */
export const imageProcessor: ImageProcessor = createImageProcessor();
