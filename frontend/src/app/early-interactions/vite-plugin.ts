import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Plugin, transformWithEsbuild } from 'vite';

const recorderFile = fileURLToPath(new URL('./recorder.ts', import.meta.url));

/** recorder.ts as one small script: types stripped, minified, nothing to fetch. */
async function buildRecorder(): Promise<string> {
  const { code } = await transformWithEsbuild(await readFile(recorderFile, 'utf8'), recorderFile, {
    loader: 'ts',
    format: 'esm',
    target: 'es2022',
    minify: true,
  });
  const script = code.trim();
  if (/(^|[;}\s])(import|export)\b/.test(script)) {
    throw new Error('early-interactions: recorder.ts must be self-contained (type imports only)');
  }
  if (/<\/script|<!--/i.test(script))
    throw new Error('early-interactions: the recorder cannot be inlined as is');
  return script;
}

/**
 * Inline the early-interaction recorder as the first script of every page (index.html is the
 * template of all of them), right before <title>: after the charset and viewport, before any
 * stylesheet. An inline async module runs at once, without a request and without waiting for
 * stylesheets, so it never holds back the first paint. The API allows it by its sha256 hash
 * (services/api/src/http/security-headers.ts reads it from the built pages).
 */
export function inlineEarlyInteractions(): Plugin {
  return {
    name: 'beauty:inline-early-interactions',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes('<title>')) throw new Error('early-interactions: index.html has no <title>');
        const script = await buildRecorder();
        return html.replace(/(\n\s*)<title>/, `$1<script async type="module">${script}</script>$1<title>`);
      },
    },
  };
}
