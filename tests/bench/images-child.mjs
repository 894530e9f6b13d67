// One side of the images benchmark, in its own process so each side keeps its own sharp
// settings (the worker's image processor sets sharp's cache and concurrency for its process):
//   node tests/bench/images-child.mjs worker|plain <jpeg file> <iterations>
// Prints {"msPerImage": ..., "variants": [...]} on stdout.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const workerRequire = createRequire(path.join(root, 'services/worker/package.json'));
const [mode, file, iterationsArg] = process.argv.slice(2);
const iterations = Number(iterationsArg ?? 5);
const input = readFileSync(file);
const { IMAGE_VARIANT_WIDTHS } = workerRequire(path.join(root, 'packages/domain/dist/schemas/uploads.js'));
const WEBP_QUALITY = 80;

let convert;
if (mode === 'worker') {
  // The worker's own adapter, exactly as the images job calls it.
  const { createImageProcessor } = workerRequire(
    path.join(root, 'services/worker/dist/gallery/image-processor.js'),
  );
  const processor = createImageProcessor();
  convert = async (buffer) => (await processor.toWebpVariants(buffer, IMAGE_VARIANT_WIDTHS)).variants;
} else {
  // Plain sharp with its defaults: one input, three resized WebP outputs (sharp's clone idiom).
  const sharp = workerRequire('sharp');
  convert = async (buffer) => {
    const image = sharp(buffer);
    const outputs = await Promise.all(
      IMAGE_VARIANT_WIDTHS.map((width) =>
        image.clone().resize({ width }).webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true }),
      ),
    );
    return outputs.map(({ data, info }) => ({ width: info.width, height: info.height, data }));
  };
}

await convert(Buffer.from(input)); // warm-up, not counted
const started = performance.now();
let variants = [];
for (let i = 0; i < iterations; i++) variants = await convert(Buffer.from(input));
const msPerImage = (performance.now() - started) / iterations;
process.stdout.write(
  JSON.stringify({
    msPerImage,
    variants: variants.map((v) => ({ width: v.width, height: v.height, bytes: v.data.length })),
  }),
);
