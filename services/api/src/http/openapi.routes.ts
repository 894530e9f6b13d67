import { Type } from '@sinclair/typebox';
import type { AppDeps } from '../deps';
import { openApiDocument } from './openapi';
import { defineRoute, type RouteSpec } from './routes';
import { escapeHtml } from './server-page';
import { sessionCookieName } from './session';

type Json = Record<string, unknown>;
type Operation = {
  summary: string;
  tags: string[];
  'x-required-role': string;
  parameters: Json[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};

/** JSON to read, each reference to a named schema a link to it. */
const pretty = (value: unknown) =>
  escapeHtml(JSON.stringify(value, null, 2)).replace(
    /&quot;#\/components\/schemas\/([\w.-]+)&quot;/g,
    '<a href="#schema-$1">$1</a>',
  );

/** The document as a page: one section per tag, each operation folded, no script. */
export function openApiPage(document: Json): string {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const shared = document.components as {
    responses: Record<string, Operation['responses'][string]>;
    parameters: Record<string, Json>;
  };
  const deref = <T>(value: T, from: Record<string, T>): T => {
    const ref = (value as { $ref?: string }).$ref;
    return ref ? from[ref.split('/').pop()!]! : value;
  };
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const params = op.parameters.length
        ? `<h4>Parameters</h4><pre>${pretty(
            op.parameters
              .map((p) => deref(p, shared.parameters))
              .map((p) => ({ name: p.name, in: p.in, required: p.required, schema: p.schema })),
          )}</pre>`
        : '';
      const body = op.requestBody
        ? Object.entries(op.requestBody.content)
            .map(([type, { schema }]) => `<h4>Body (${escapeHtml(type)})</h4><pre>${pretty(schema)}</pre>`)
            .join('')
        : '';
      const answers = Object.entries(op.responses)
        .map(([status, declared]) => {
          const answer = deref(declared, shared.responses);
          const content = Object.entries(answer.content ?? {})
            .map(([type, { schema }]) => `<p>${escapeHtml(type)}</p><pre>${pretty(schema)}</pre>`)
            .join('');
          return `<li><b>${status}</b> ${escapeHtml(answer.description)}${content}</li>`;
        })
        .join('');
      const item = `<details><summary><code class="m ${method}">${method.toUpperCase()}</code> <code>${escapeHtml(path)}</code> <span class="role">${escapeHtml(op['x-required-role'])}</span> ${escapeHtml(op.summary)}</summary>${params}${body}<h4>Answers</h4><ul>${answers}</ul></details>`;
      const tag = op.tags[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), item]);
    }
  }
  const sections = [...byTag]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, items]) => `<section><h2>${escapeHtml(tag)}</h2>${items.join('')}</section>`)
    .join('');
  const schemas = Object.entries((document.components as { schemas: Record<string, unknown> }).schemas)
    .map(
      ([name, schema]) =>
        `<details id="schema-${escapeHtml(name)}"><summary><code>${escapeHtml(name)}</code></summary><pre>${pretty(schema)}</pre></details>`,
    )
    .join('');
  const info = document.info as { title: string; description: string };
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>${escapeHtml(info.title)}</title><style>
body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:70rem;padding:1rem 1.5rem;color:#1f1a1c}
details{border-bottom:1px solid #e6dfe2;padding:.35rem 0}summary{cursor:pointer}
pre{background:#f7f3f5;padding:.5rem;overflow:auto;font-size:13px}.role{color:#6b5b63;font-size:13px}
.m{display:inline-block;min-width:4.2rem;font-weight:700}.get{color:#1d5f9e}.post{color:#1c7a3f}.put,.patch{color:#8a5a00}.delete{color:#a3213a}
</style></head><body><p><a href="/admin">← Back to Settings</a></p><h1>${escapeHtml(info.title)}</h1><p>${escapeHtml(info.description)}</p><p><a href="/api/openapi.json">openapi.json</a> (OpenAPI 3.1)</p>${sections}<section><h2>Schemas</h2>${schemas}</section></body></html>`;
}

/**
 * The API's description, for admins only: it maps every back-office route and field, which no
 * visitor's client needs. Built once per process from the table (the table does not change).
 * Both are opened in a browser (Settings links the page, the page links the JSON), so a browser
 * without the role is sent to sign in or shown Access Denied; API clients get the JSON 401/403.
 */
export function openApiRoutes(table: () => RouteSpec[]): RouteSpec[] {
  let built: Json | undefined;
  const documentOf = (deps: AppDeps) => {
    built ??= openApiDocument(table(), {
      sessionCookie: sessionCookieName(deps),
      serverUrl: deps.config.publicUrl.origin,
    });
    return built;
  };
  return [
    defineRoute({
      method: 'GET',
      path: '/api/openapi.json',
      role: 'admin',
      browsable: true,
      summary: 'This API described as OpenAPI 3.1, generated from the route table',
      response: Type.Unsafe<Json>({ type: 'object', required: ['openapi', 'paths'] }),
      handler: ({ deps }) => documentOf(deps),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/openapi',
      role: 'admin',
      browsable: true,
      summary: 'The OpenAPI description as a page to browse',
      response: { 200: { description: 'The page', contentType: 'text/html' } },
      handler: ({ ctx, deps }) => {
        ctx.type = 'text/html; charset=utf-8';
        return openApiPage(documentOf(deps));
      },
    }),
  ];
}
