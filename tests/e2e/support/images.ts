import type { Page } from './test';

/** A real PNG of `width`×`height`, a gradient from `from` to `to`, drawn on a canvas in the page. */
export async function drawnPng(page: Page, width: number, height: number, [from, to]: [string, string]) {
  const base64 = await page.evaluate(
    ({ width, height, from, to }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, from);
      gradient.addColorStop(1, to);
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    { width, height, from, to },
  );
  return Buffer.from(base64, 'base64');
}
