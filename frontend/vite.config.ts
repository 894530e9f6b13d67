import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { inlineEarlyInteractions } from './src/app/early-interactions/vite-plugin';

const domainSrc = fileURLToPath(new URL('../packages/domain/src/', import.meta.url));
// react-router's package exports name only its development build (remix-run/react-router#12532,
// #14102): dev warnings and checks in every production bundle. Its production build sits beside it.
const reactRouterProduction = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/', import.meta.url),
);
const appSrc = fileURLToPath(new URL('./src/', import.meta.url));

// The API owns these paths; the dev server and `vite preview` hand them to it unchanged.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const apiPaths = ['/api', '/healthz', '/readyz', '/metrics', '/admin/queues'];
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  apiPaths.map((path) => [path, { target: apiTarget, changeOrigin: false, xfwd: true }]),
);

/**
 * Preload the Latin cuts of both variable fonts so text swaps in before first paint settles
 * (the other subsets load only if a page needs them, through unicode-range).
 */
function preloadLatinFonts(): Plugin {
  return {
    name: 'beauty:preload-latin-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((file) =>
          /(?:jost|cormorant-garamond)-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Write a brotli (.br) and a gzip (.gz) copy beside every text asset, compressed once at their
 * best settings: the API's static file server (koa-static) sends them to browsers that take
 * them, so no script or stylesheet goes out uncompressed and none is compressed per request.
 */
function precompressAssets(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'beauty:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr) return;
      const assets = path.join(outDir, 'assets');
      for (const name of await readdir(assets)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const file = path.join(assets, name);
        const body = await readFile(file);
        if (body.length < 1024) continue;
        await writeFile(
          `${file}.br`,
          brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), inlineEarlyInteractions(), preloadLatinFonts(), precompressAssets()],
  resolve: {
    alias: [
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${reactRouterProduction}index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}dom-export.mjs` },
          ]
        : []),
      // Precompiled (eval-free) validators exist only as build output of the domain package.
      {
        find: /^@beauty\/domain\/standalone-validators$/,
        replacement: fileURLToPath(
          new URL('../packages/domain/dist/standalone-validators.mjs', import.meta.url),
        ),
      },
      // Compile the shared domain package from its TypeScript source (one copy of every schema).
      { find: /^@beauty\/domain\/(.*)$/, replacement: `${domainSrc}$1` },
      { find: /^@\/(.*)$/, replacement: `${appSrc}$1` },
    ],
  },
  optimizeDeps: {
    include: ['ajv', 'ajv-errors', 'ajv-formats', '@sinclair/typebox'],
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // scripts/prerender.mjs reads it to link the landing page's CSS and chunks, then removes it.
    manifest: true,
  },
}));
