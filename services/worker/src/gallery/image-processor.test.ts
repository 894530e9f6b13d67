import sharp from 'sharp';
import { createImageProcessor, MAX_INPUT_PIXELS, UnusableImage, variantWidths } from './image-processor';

const WIDTHS = [480, 960, 1600] as const;

describe('variantWidths', () => {
  it('never enlarges and always gives at least one variant', () => {
    expect(variantWidths(4000, WIDTHS)).toEqual([480, 960, 1600]);
    expect(variantWidths(1600, WIDTHS)).toEqual([480, 960, 1600]);
    expect(variantWidths(1200, WIDTHS)).toEqual([480, 960, 1200]);
    expect(variantWidths(960, WIDTHS)).toEqual([480, 960]);
    expect(variantWidths(481, WIDTHS)).toEqual([480, 481]);
    expect(variantWidths(300, WIDTHS)).toEqual([300]);
  });
});

describe('the sharp image processor', () => {
  const processor = createImageProcessor();

  it('re-encodes to WebP at each width, upright, without metadata', async () => {
    const input = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#f3d9d9' } })
      .withExif({ IFD0: { Copyright: 'EXIF-MARKER' } })
      .jpeg()
      .withMetadata({ orientation: 8 })
      .toBuffer();
    const converted = await processor.toWebpVariants(input, WIDTHS);
    expect([converted.width, converted.height]).toEqual([500, 1000]);
    expect(converted.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 960],
      [500, 1000],
    ]);
    for (const variant of converted.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(variant.data.includes('EXIF-MARKER')).toBe(false);
    }
  });

  it('crops a portrait to squares, never larger than its short side', async () => {
    const input = await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#e8cfc6' } })
      .jpeg()
      .toBuffer();
    const converted = await processor.toWebpVariants(input, [480, 960], { square: true });
    expect([converted.width, converted.height]).toEqual([1400, 900]);
    expect(converted.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 480],
      [900, 900],
    ]);
    const meta = await sharp(converted.variants[0]!.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 480]);
  });

  it('refuses what is not an accepted image', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>x</script></svg>',
    );
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    for (const input of [Buffer.from('plain text'), svg, gif]) {
      await expect(processor.toWebpVariants(input, WIDTHS)).rejects.toBeInstanceOf(UnusableImage);
    }
  });

  it('refuses more pixels than the bound, from the header, before decoding them', async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    const error = await processor.toWebpVariants(pngHeaderOnly(side, side), WIDTHS).catch((e) => e);
    expect(error).toBeInstanceOf(UnusableImage);
    expect(error.message).toMatch(/megapixels/);
  });
});

/** A PNG signature, a valid IHDR claiming width x height (1-bit grey), and one empty IDAT. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    let crc = 0xffffffff;
    for (const byte of body) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE((crc ^ 0xffffffff) >>> 0, 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.alloc(0)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
