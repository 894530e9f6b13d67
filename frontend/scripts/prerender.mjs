// After `vite build`: render the landing page into dist/index.html at build time, and keep the
// plain app shell as dist/spa.html for every other client route (the API serves index.html for
// '/' and spa.html for the rest). Steps:
//   1. a Vite SSR build of src/entry-prerender.tsx into dist/.prerender (removed afterwards);
//   2. render '/' with react-dom/static, the catalog standing in for /api/services;
//   3. write the markup into #root, the landing page's head tags (title, description, canonical,
//      Open Graph, Twitter, JSON-LD) into <head>, and link the landing chunk's CSS and JS so the
//      page is styled before any script runs and hydrates without waiting for another request.
// Environment: PUBLIC_URL (absolute canonical/og:url/og:image), BUSINESS_NAME (as the API's).
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const ssrOut = path.join(dist, '.prerender');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
const landingSource = 'src/features/landing/landing-page.tsx';
const businessName = process.env.BUSINESS_NAME || 'Bridal Beauty South Sound';
const publicUrl = process.env.PUBLIC_URL || undefined;

function fail(message) {
  throw new Error(`prerender: ${message}`);
}

/** The CSS files and JS chunks the landing page needs, from Vite's client manifest. */
function landingAssets(manifest) {
  const css = new Set();
  const js = new Set();
  const visit = (key, isRoot) => {
    const chunk = manifest[key];
    // The entry chunk and its CSS are in the page already.
    if (!chunk || chunk.isEntry || (!isRoot && js.has(chunk.file))) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported, false);
  };
  if (!manifest[landingSource]) fail(`${landingSource} is not in the client manifest`);
  visit(landingSource, true);
  return { css: [...css], js: [...js] };
}

/**
 * The landing page is complete without its scripts: they only make it interactive. Fetched at
 * low priority, they no longer hold back its first paint on a slow link (the stylesheets, fonts
 * and text go first), and they still arrive, run and hydrate straight after.
 */
function deprioritiseScripts(html) {
  return html
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ')
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ');
}

/**
 * The headline's italic Latin cut: the stylesheet names it only once the page is laid out, so
 * without a preload it is found late and holds back the first paint.
 */
function italicFonts(manifest) {
  return Object.values(manifest)
    .flatMap((chunk) => chunk.assets ?? [])
    .filter((file, index, all) => all.indexOf(file) === index)
    .filter((file) => /cormorant-garamond-latin-wght-italic-[\w-]+\.woff2$/.test(file));
}

if (!existsSync(path.join(dist, 'index.html')) || !existsSync(manifestFile)) {
  fail('run `vite build` first (dist/index.html and dist/.vite/manifest.json are missing)');
}

try {
  await build({
    root,
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-prerender.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      minify: false,
      sourcemap: false,
    },
  });

  const { renderLandingPage, landingHeadTags } = await import(
    pathToFileURL(path.join(ssrOut, 'entry-prerender.js')).href
  );
  const markup = await renderLandingPage();
  if (/<script/i.test(markup)) fail('the rendered page contains a script (the CSP allows none inline)');
  if (!markup.includes('Professional Bridal Hair &amp; Makeup')) fail('the headline is missing');

  const shell = await readFile(path.join(dist, 'index.html'), 'utf8');
  if (!shell.includes('<div id="root"></div>')) fail('dist/index.html has no empty <div id="root"></div>');
  await writeFile(path.join(dist, 'spa.html'), shell);

  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  const assets = landingAssets(manifest);
  const head = landingHeadTags({ businessName, publicUrl });
  const links = [
    ...assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...assets.js.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`),
    ...italicFonts(manifest).map(
      (file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin="">`,
    ),
  ];
  const page = deprioritiseScripts(shell)
    .replace(/<title>[\s\S]*?<\/title>/, head.title)
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, head.description)
    .replace('</head>', `  ${[...head.extra, ...links].join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
  await writeFile(path.join(dist, 'index.html'), page);

  const kb = (text) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} kB`;
  console.log(`prerender: dist/index.html ${kb(page)} (landing page prerendered, ${kb(markup)} of markup)`);
  console.log(`prerender: dist/spa.html ${kb(shell)} (app shell for the other routes)`);
  console.log(`prerender: linked ${assets.css.length} stylesheet(s), ${assets.js.length} preloaded chunk(s)`);
  if (!publicUrl) console.log('prerender: PUBLIC_URL is not set; the canonical link is relative');
} finally {
  await rm(ssrOut, { recursive: true, force: true });
  await rm(path.join(dist, '.vite'), { recursive: true, force: true });
}
