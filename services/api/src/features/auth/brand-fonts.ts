import { readdirSync } from 'node:fs';
import path from 'node:path';

const FONTS = [
  { family: 'Cormorant Garamond', prefix: 'cormorant-garamond-latin-wght-normal-', weight: '300 700' },
  { family: 'Jost', prefix: 'jost-latin-wght-normal-', weight: '100 900' },
];

let cached: { dir: string; css: string } | null = null;

/**
 * The sign-in pages use the web app's self-hosted brand fonts (hashed file names in
 * frontend/dist/assets), found once; without a built frontend they fall back to system fonts.
 */
export function brandFontCss(frontendDist: string): string {
  if (cached?.dir === frontendDist) return cached.css;
  let files: string[] = [];
  try {
    files = readdirSync(path.join(frontendDist, 'assets'));
  } catch {
    files = [];
  }
  const css = FONTS.map(({ family, prefix, weight }) => {
    const file = files.find((f) => f.startsWith(prefix) && f.endsWith('.woff2'));
    return file
      ? `@font-face{font-family:"${family}";font-style:normal;font-display:swap;font-weight:${weight};src:url(/assets/${file}) format("woff2");}`
      : '';
  }).join('');
  cached = { dir: frontendDist, css };
  return css;
}
