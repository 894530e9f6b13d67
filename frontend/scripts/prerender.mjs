// After `vite build`: ship the server's render of the public pages and the app shell.
//   1. write each public page's HTML template from the built shell: the stylesheets the app and
//      the page need (fully styled from the first paint), markers where the page's head tags,
//      markup and data go. Its scripts are not preloaded: src/main.tsx fetches them after that
//      paint (the page is complete without them);
//   2. a Vite SSR build of src/entry-server.tsx, the templates inside it, into dist/server/
//      entry-server.cjs (one CommonJS file with its dependencies, which the API requires to render
//      the pages with its database's content: services/api features/site). The API never serves
//      dist/server as files;
//   3. render '/' once with the catalog standing in for /api/services into dist/index.html: what
//      the API serves at '/' when it cannot render (no database at hand);
//   4. in spa.html, preload the app's chunks beside the small entry, so the other routes start
//      without waiting for the entry to ask for them.
// Environment: BUSINESS_NAME (as the API's), for dist/index.html. Its absolute addresses
// (canonical, og:url, og:image) carry a placeholder origin that the server replaces with its
// PUBLIC_URL when it reads the page (@beauty/domain/site-routes), so one build serves any host.
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const ssrOut = path.join(dist, 'server');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
/** Each prerendered page's own chunk (src/app/routes/prerendered.ts lists the same pages). */
const PAGE_SOURCES = {
  '/': 'src/features/landing/landing-page.tsx',
  '/gallery': 'src/features/gallery/gallery-page.tsx',
  '/contact': 'src/features/contact/contact-page.tsx',
  '/stylist-application': 'src/features/stylist-application/stylist-application-page.tsx',
  '/submit-testimonial': 'src/features/testimonials/submit-testimonial-page.tsx',
};
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

/** The app chunk src/main.tsx loads itself (src/start.tsx); the pages' chunks are checked too. */
function appChunk(manifest) {
  const entry = manifest['index.html'];
  if (!entry?.isEntry) fail('index.html is not the entry of the client manifest');
  for (const source of Object.values(PAGE_SOURCES))
    if (!manifest[source]) fail(`${source} is not in the client manifest`);
  const app = (entry.dynamicImports ?? []).find((key) => manifest[key]?.name === 'start');
  if (!app) fail('the entry does not load the app chunk (src/start.tsx)');
  return app;
}

/**
 * A prerendered page is complete without its scripts: they only make it interactive. Its small
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
  const shell = await readFile(path.join(dist, 'index.html'), 'utf8');
  if (!shell.includes('<div id="root"></div>')) fail('dist/index.html has no empty <div id="root"></div>');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  const app = appChunk(manifest);
  const stylesheet = (file) => `<link rel="stylesheet" crossorigin href="/${file}">`;

  const appAssets = chunkAssets(manifest, [app]);
  const spa = shell.replace(
    '</head>',
    `  ${[
      ...appAssets.css.map(stylesheet),
      ...appAssets.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].join('\n    ')}\n  </head>`,
  );

  const templates = {};
  for (const [page, source] of Object.entries(PAGE_SOURCES)) {
    const assets = chunkAssets(manifest, [app, source]);
    const links = [
      ...assets.css.map(stylesheet),
      // The landing headline's italic cut is page by the stylesheet only once laid out.
      ...(page === '/' ? italicFonts(manifest) : []).map(
        (file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin="">`,
      ),
    ];
    const template = deprioritiseScripts(shell)
      .replace(/<title>[\s\S]*?<\/title>/, '<!--page-title-->')
      .replace(/<meta\s+name="description"[\s\S]*?\/>/, '<!--page-description-->')
      .replace('</head>', `  <!--page-head-->\n    ${links.join('\n    ')}\n  </head>`)
      .replace('<div id="root"></div>', '<div id="root"><!--page-root--></div><!--page-data-->');
    for (const marker of ['title', 'description', 'head', 'root', 'data'])
      if (!template.includes(`<!--page-${marker}-->`))
        fail(`the template of ${page} has no ${marker} marker`);
    templates[page] = template;
  }

  await build({
    root,
    logLevel: 'warn',
    // The server's copy of React: its production build, as in the browser.
    define: {
      __PAGE_TEMPLATES__: JSON.stringify(templates),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    // One self-contained file: the API requires it wherever it runs, without the frontend's packages.
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      minify: false,
      sourcemap: false,
      rollupOptions: {
        output: { format: 'cjs', entryFileNames: '[name].cjs', inlineDynamicImports: true },
      },
    },
  });

  const require = createRequire(import.meta.url);
  const server = require(path.join(ssrOut, 'entry-server.cjs'));
  const page = await server.renderPage({
    path: '/',
    data: { '/api/services': server.seededServices, '/api/add-ons': server.seededAddOns },
    publicUrl: server.BUILD_ORIGIN_PLACEHOLDER,
    businessName,
  });
  const markup = /<div id="root">([\s\S]*)<\/div><template id="page-data">/.exec(page)?.[1] ?? '';
  if (/<script/i.test(markup)) fail('the rendered page contains a script (the CSP allows none inline)');
  if (!markup.includes('Professional Bridal Hair &amp; Makeup')) fail('the headline is missing');
  await writeFile(path.join(dist, 'index.html'), page);
  await writeFile(path.join(dist, 'spa.html'), spa);

  const kb = (text) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} kB`;
  console.log(`prerender: dist/server/entry-server.cjs renders ${Object.keys(templates).join(', ')}`);
  console.log(`prerender: dist/index.html ${kb(page)} (landing page prerendered, ${kb(markup)} of markup)`);
  console.log(
    `prerender: dist/spa.html ${kb(spa)} (app shell for the other routes, ${appAssets.js.length} chunk(s) preloaded)`,
  );
} finally {
  await rm(path.join(dist, '.vite'), { recursive: true, force: true });
}
