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
const repoRoot = fileURLToPath(new URL('../', import.meta.url));
/**
 * Modules the landing page needs that other screens share too (fields, labels, the catalog and
 * sign-in reads, the domain's rules, react-query's mutations). Left to Rollup they became about
 * twenty chunks of a few hundred bytes each, every one fetched and compressed alone: 122.7 kB
 * gzipped for the landing page. As one chunk, 117 kB (issue 15: at most 120 kB). A module not
 * listed here only goes back to a small chunk of its own; nothing breaks.
 */
const PUBLIC_SHARED_MODULES: ReadonlySet<string> = new Set([
  'frontend/src/components/booking-fields.tsx',
  'frontend/src/components/stars.tsx',
  'frontend/src/components/status-timeline.tsx',
  'frontend/src/components/ui/checkbox.tsx',
  'frontend/src/components/ui/fields.tsx',
  'frontend/src/components/ui/form-field.tsx',
  'frontend/src/components/ui/input.tsx',
  'frontend/src/components/ui/label.tsx',
  'frontend/src/components/ui/select.tsx',
  'frontend/src/components/ui/skeleton.tsx',
  'frontend/src/components/ui/textarea.tsx',
  'frontend/src/components/ui/toast/use-toast.ts',
  'frontend/src/lib/api-mutation.ts',
  'frontend/src/lib/auth.ts',
  'frontend/src/lib/booking-toasts.ts',
  'frontend/src/lib/catalog-queries.ts',
  'frontend/src/lib/document-meta.ts',
  'frontend/src/lib/form-selection.ts',
  'frontend/src/lib/labels.ts',
  'frontend/src/lib/save-outcome.ts',
  'frontend/src/lib/service-areas-queries.ts',
  'frontend/src/lib/tracked-timeline.ts',
  'frontend/src/lib/uploads.ts',
  'frontend/src/lib/use-business-today.ts',
  'frontend/src/lib/use-mark-hydrated.ts',
  'frontend/src/lib/validation.ts',
  'node_modules/@tanstack/query-core/build/modern/mutation.js',
  'node_modules/@tanstack/query-core/build/modern/mutationObserver.js',
  'node_modules/@tanstack/react-query/build/modern/queryOptions.js',
  'node_modules/@tanstack/react-query/build/modern/useMutation.js',
  'packages/domain/src/booking-rules.ts',
  'packages/domain/src/catalog.ts',
  'packages/domain/src/field-errors.ts',
  'packages/domain/src/limits.ts',
  'packages/domain/src/messages.ts',
  'packages/domain/src/messages/admin.ts',
  'packages/domain/src/messages/api.ts',
  'packages/domain/src/messages/booking.ts',
  'packages/domain/src/messages/consultation.ts',
  'packages/domain/src/messages/fields.ts',
  'packages/domain/src/messages/index.ts',
  'packages/domain/src/messages/pages.ts',
  'packages/domain/src/messages/reviews.ts',
  'packages/domain/src/messages/toasts.ts',
  'packages/domain/src/messages/uploads.ts',
  'packages/domain/src/party-size.ts',
  'packages/domain/src/reply-promise.ts',
  'packages/domain/src/pricing.ts',
  'packages/domain/src/service-areas.ts',
  'packages/domain/src/slots.ts',
]);
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
        // Sorted: the bundle lists files in the order they were written, which differs between builds.
        const fonts = Object.keys(ctx.bundle ?? {})
          .filter((file) => /(?:jost|cormorant-garamond)-latin-wght-normal-[\w-]+\.woff2$/.test(file))
          .sort();
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

export default defineConfig(({ command, isSsrBuild }) => ({
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
    // The server's build (scripts/prerender.mjs) is one file: no chunks to group.
    rollupOptions: isSsrBuild
      ? undefined
      : {
          output: {
            manualChunks(id: string) {
              const file = id.split('?')[0] ?? id;
              return file.startsWith(repoRoot) && PUBLIC_SHARED_MODULES.has(file.slice(repoRoot.length))
                ? 'public-shared'
                : undefined;
            },
          },
        },
  },
}));
