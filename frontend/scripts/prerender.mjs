// After `vite build`: render the landing page into dist/index.html at build time, and keep the
// plain app shell as dist/spa.html for every other client route (the API serves index.html for
// '/' and spa.html for the rest). Steps:
//   1. a Vite SSR build of src/entry-prerender.tsx into dist/.prerender (removed afterwards);
//   2. render '/' with react-dom/static, the catalog standing in for /api/services;
//   3. write the markup into #root, the landing page's head tags (title, description, canonical,
//      Open Graph, Twitter, JSON-LD) into <head>, and link every stylesheet the app and the page
//      need, so the page is fully styled from its first paint. Its scripts are not preloaded:
//      src/main.tsx fetches them after that paint (the page is complete without them);
//   4. in spa.html, preload the app's chunks beside the small entry, so the other routes start
//      without waiting for the entry to ask for them.
// Environment: BUSINESS_NAME (as the API's). The absolute addresses (canonical, og:url, og:image)
// carry a placeholder origin that the server replaces with its PUBLIC_URL when it reads the page
// (@beauty/domain/site-routes), so one build serves any host.
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

function fail(message) {
  throw new Error(`prerender: ${message}`);
}

/**
 * The stylesheets and scripts of some chunks and of everything they import, from Vite's client
 * manifest. The entry's own are in the shell already.
 */
function chunkAssets(manifest, roots) {
  const css = new Set();
  const js = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of roots) visit(key);
  return { css: [...css], js: [...js] };
}

/** The chunks src/main.tsx loads itself: the app (src/start.tsx) and, on '/', the landing page. */
function entryChunks(manifest) {
  const entry = manifest['index.html'];
  if (!entry?.isEntry) fail('index.html is not the entry of the client manifest');
  if (!manifest[landingSource]) fail(`${landingSource} is not in the client manifest`);
  const app = (entry.dynamicImports ?? []).find((key) => manifest[key]?.name === 'start');
  if (!app) fail('the entry does not load the app chunk (src/start.tsx)');
  return { app, landing: landingSource };
}

/**
 * The landing page is complete without its scripts: they only make it interactive. Its small
 * entry is fetched at low priority, so on a slow link the stylesheets, fonts and text go first;
 * the entry fetches the app and the page once the page has painted (src/main.tsx).
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

  const { renderLandingPage, landingHeadTags, BUILD_ORIGIN_PLACEHOLDER } = await import(
    pathToFileURL(path.join(ssrOut, 'entry-prerender.js')).href
  );
  const markup = await renderLandingPage();
  if (/<script/i.test(markup)) fail('the rendered page contains a script (the CSP allows none inline)');
  if (!markup.includes('Professional Bridal Hair &amp; Makeup')) fail('the headline is missing');

  const shell = await readFile(path.join(dist, 'index.html'), 'utf8');
  if (!shell.includes('<div id="root"></div>')) fail('dist/index.html has no empty <div id="root"></div>');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  const chunks = entryChunks(manifest);
  const stylesheet = (file) => `<link rel="stylesheet" crossorigin href="/${file}">`;

  const app = chunkAssets(manifest, [chunks.app]);
  const spa = shell.replace(
    '</head>',
    `  ${[
      ...app.css.map(stylesheet),
      ...app.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].join('\n    ')}\n  </head>`,
  );
  await writeFile(path.join(dist, 'spa.html'), spa);

  const assets = chunkAssets(manifest, [chunks.app, chunks.landing]);
  const head = landingHeadTags({ businessName, publicUrl: BUILD_ORIGIN_PLACEHOLDER });
  const links = [
    ...assets.css.map(stylesheet),
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
  console.log(
    `prerender: dist/spa.html ${kb(spa)} (app shell for the other routes, ${app.js.length} chunk(s) preloaded)`,
  );
  console.log(`prerender: linked ${assets.css.length} stylesheet(s); scripts load after the first paint`);
} finally {
  await rm(ssrOut, { recursive: true, force: true });
  await rm(path.join(dist, '.vite'), { recursive: true, force: true });
}
