// Renders public/og-image.png (1200x630), the picture shown when the site is shared, in the
// brand's fonts and colours. Run by hand after changing the business name or the offer:
//   node frontend/scripts/render-og-image.mjs   (needs Chromium at /usr/bin/chromium or CHROMIUM_PATH)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Inlined: a page set from a string may not load local files.
const font = (pkg, file) =>
  `data:font/woff2;base64,${readFileSync(require.resolve(`${pkg}/files/${file}`)).toString('base64')}`;
const businessName = process.env.BUSINESS_NAME || 'Bridal Beauty South Sound';
const { SERVICES } = require('@beauty/domain/catalog');
const fromPrice = (category) =>
  Math.min(...SERVICES.filter((s) => s.category === category).map((s) => s.priceMinCents)) / 100;

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: Cormorant; src: url(${font('@fontsource-variable/cormorant-garamond', 'cormorant-garamond-latin-wght-normal.woff2')}); font-weight: 300 700; }
@font-face { font-family: Cormorant; font-style: italic; src: url(${font('@fontsource-variable/cormorant-garamond', 'cormorant-garamond-latin-wght-italic.woff2')}); font-weight: 300 700; }
@font-face { font-family: Jost; src: url(${font('@fontsource-variable/jost', 'jost-latin-wght-normal.woff2')}); font-weight: 100 900; }
* { box-sizing: border-box; margin: 0; }
body { width: 1200px; height: 630px; overflow: hidden; font-family: Jost; color: #2b2329;
  background: radial-gradient(700px 420px at 88% 8%, #f6e6e1, transparent 70%), radial-gradient(520px 300px at 4% 96%, #f3e8d3, transparent 70%), #fbf7f2; }
.frame { position: absolute; inset: 28px; border: 1px solid #e6d3ad; border-radius: 22px; }
.copy { position: absolute; left: 96px; top: 104px; width: 700px; }
.eyebrow { display: flex; align-items: center; gap: 16px; font-size: 19px; font-weight: 500; letter-spacing: .2em; text-transform: uppercase; color: #7a5c28; }
.eyebrow::before { content: ""; width: 44px; height: 1px; background: #d8b878; }
h1 { margin-top: 26px; font-family: Cormorant; font-weight: 500; font-size: 92px; line-height: .98; letter-spacing: -.01em; color: #4a2c3d; }
.sub { margin-top: 22px; font-family: Cormorant; font-style: italic; font-size: 38px; color: #8c5a6b; }
.offer { margin-top: 34px; display: flex; gap: 14px; }
.pill { padding: 10px 22px; border: 1px solid #e7dcd2; border-radius: 999px; background: #fffdfb; font-size: 20px; color: #2b2329; }
.pill b { font-weight: 500; color: #4a2c3d; }
.arch { position: absolute; right: 96px; top: 112px; width: 280px; height: 490px; border-radius: 140px 140px 0 0;
  background: linear-gradient(170deg, #f6e6e1, #f3e8d3 55%, #ecd9cf); box-shadow: 0 30px 60px -20px rgb(58 33 48 / .25); }
.arch::after { content: ""; position: absolute; inset: 16px 16px 0; border: 1px solid #d8b878; border-bottom: 0; border-radius: 124px 124px 0 0; }
.mark { position: absolute; right: 176px; top: 250px; width: 120px; height: 120px; display: grid; place-items: center; border: 1px solid #d8b878; border-radius: 50%;
  background: #fffdfb; box-shadow: inset 0 0 0 6px #fffdfb, inset 0 0 0 7px #f6e6e1; font-family: Cormorant; font-style: italic; font-size: 64px; color: #4a2c3d; }
.name { position: absolute; right: 116px; top: 400px; width: 240px; text-align: center; font-family: Cormorant; font-size: 27px; line-height: 1.15; color: #4a2c3d; }
</style></head><body><div class="frame"></div>
<div class="copy"><p class="eyebrow">Puyallup · South Puget Sound</p>
<h1>Professional Bridal Hair &amp; Makeup</h1><p class="sub">Wedding &amp; Event Beauty Services</p>
<div class="offer"><span class="pill"><b>Free consultation</b> for new clients</span><span class="pill">Makeup from <b>$${fromPrice('makeup')}</b></span></div></div>
<div class="arch"></div><div class="mark">${businessName.charAt(0)}</div><p class="name">${businessName}</p>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html, { waitUntil: 'load' });
await page.evaluate(() => document.fonts.ready);
const file = path.join(root, 'public', 'og-image.png');
await page.screenshot({ path: file });
await browser.close();
console.log(`wrote ${path.relative(process.cwd(), file)}`);
