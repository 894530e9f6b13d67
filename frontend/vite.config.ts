import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

const domainSrc = fileURLToPath(new URL('../packages/domain/src/', import.meta.url));
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

export default defineConfig({
  plugins: [react(), preloadLatinFonts()],
  resolve: {
    alias: [
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
});
