// Images: a generated 12-megapixel JPEG (4000x3000, photo-like gradients and grain) converted to
// the three WebP widths by the worker's image processor, against a plain sharp call doing the
// same three resizes, each in its own process, one after the other, in the same run.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../../../scripts/lib.mjs';

const workerRequire = createRequire(path.join(root, 'services/worker/package.json'));

export async function makeTestJpeg(file, width = 4000, height = 3000) {
  const sharp = workerRequire('sharp');
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * 24;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const wave = Math.sin(x / 180) * Math.cos(y / 140) * 40;
      const grain = noise();
      pixels[i] = Math.max(0, Math.min(255, 200 + wave - (y / height) * 60 + grain));
      pixels[i + 1] = Math.max(0, Math.min(255, 160 + wave * 0.6 + (x / width) * 50 + grain));
      pixels[i + 2] = Math.max(0, Math.min(255, 150 - wave * 0.4 + grain));
    }
  }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  writeFileSync(file, jpeg);
  return { width, height, bytes: jpeg.length };
}

function runChild(mode, file, iterations) {
  const out = execFileSync(
    process.execPath,
    [path.join(root, 'tests/bench/images-child.mjs'), mode, file, String(iterations)],
    { cwd: root, encoding: 'utf8', maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(out);
}

/**
 * Two alternating rounds (plain, worker, plain, worker) of `iterations` images each; the faster
 * round of each side counts, so a burst of load from elsewhere on the machine hurts neither side.
 */
export async function measureImages({ dir, iterations = 5, rounds = 2 }) {
  const file = path.join(dir, 'photo-12mp.jpg');
  const source = await makeTestJpeg(file);
  const best = { plain: null, worker: null };
  for (let round = 0; round < rounds; round++) {
    for (const mode of ['plain', 'worker']) {
      const result = runChild(mode, file, iterations);
      if (!best[mode] || result.msPerImage < best[mode].msPerImage) best[mode] = result;
    }
  }
  return { source, iterations, rounds, ...best, ratio: best.worker.msPerImage / best.plain.msPerImage };
}
