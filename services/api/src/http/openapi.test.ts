import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { routeTable } from '../app';
import { openApiDocument, openApiPath, pathParamNames } from './openapi';
import { openApiPage } from './openapi.routes';

const document = openApiDocument(routeTable, { sessionCookie: 'sid', serverUrl: 'http://localhost:3000' });
type Operation = {
  operationId: string;
  parameters: Array<{ name: string; in: string; required: boolean }>;
  responses: Record<string, unknown>;
  security?: unknown;
};
const paths = document.paths as Record<string, Record<string, Operation>>;
const operations = Object.values(paths).flatMap((byMethod) => Object.values(byMethod));

/**
 * The validator is ESM only and jest runs CommonJS here: it runs in its own node process, given
 * the document as a file (the package's own entry point, as its README shows).
 */
function validateWithSeriousme(doc: unknown): { valid: boolean; version?: string; errors?: unknown } {
  const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(doc));
  const script = `
    import { Validator } from '@seriousme/openapi-schema-validator';
    const validator = new Validator();
    const res = await validator.validate(${JSON.stringify(file)});
    console.log(JSON.stringify({ valid: res.valid, version: validator.version, errors: res.errors }));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.resolve(__dirname, '../../../..'),
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

describe('the OpenAPI document of the route table', () => {
  it('is valid OpenAPI 3.1 (@seriousme/openapi-schema-validator)', () => {
    expect(validateWithSeriousme(document)).toEqual({ valid: true, version: '3.1' });
  });

  it('the validator does refuse a broken document (it is not a rubber stamp)', () => {
    const broken = { ...document, paths: { '/api/x': { get: { responses: 'none' } } } };
    expect(validateWithSeriousme(broken).valid).toBe(false);
  });

  it('has every route of the table once, with its path parameters declared', () => {
    expect(operations).toHaveLength(routeTable.length);
    for (const route of routeTable) {
      const operation = paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(operation).toBeDefined();
      const inPath = operation!.parameters.filter((p) => p.in === 'path').map((p) => p.name);
      expect([route.path, inPath.sort()]).toEqual([route.path, pathParamNames(route.path).sort()]);
    }
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every route declares its answers, and a schema for every path parameter it has', () => {
    const problems: string[] = [];
    for (const route of routeTable) {
      const name = `${route.method} ${route.path}`;
      if (!route.response) problems.push(`${name}: no response`);
      const names = pathParamNames(route.path);
      if (names.length && !route.params) problems.push(`${name}: no params schema`);
      const declared = Object.keys((route.params as { properties?: object } | undefined)?.properties ?? {});
      if (declared.sort().join() !== names.sort().join())
        problems.push(`${name}: params ${declared} ≠ ${names}`);
    }
    expect(problems).toEqual([]);
  });

  it('routes past sign-in name the session cookie and answer 401; public routes need no session', () => {
    for (const route of routeTable) {
      const op = paths[openApiPath(route.path)]![route.method.toLowerCase()]!;
      expect([route.path, Boolean(op.security), route.role === 'public' || '401' in op.responses]).toEqual([
        route.path,
        route.role !== 'public',
        true,
      ]);
    }
    expect((document.components as { securitySchemes: unknown }).securitySchemes).toEqual({
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sid' }),
    });
  });

  it("a browsable route describes a browser's refusals: sent to sign in (302), Access Denied (403)", () => {
    const browsable = routeTable.filter((route) => route.browsable);
    expect(browsable.map((route) => route.path).sort()).toEqual(['/api/openapi', '/api/openapi.json']);
    for (const route of browsable) {
      const { responses } = paths[openApiPath(route.path)]![route.method.toLowerCase()]!;
      expect(responses['302']).toEqual({ description: expect.stringContaining('sign in') });
      expect(Object.keys((responses['403'] as { content: object }).content)).toEqual([
        'application/json',
        'text/html',
      ]);
    }
  });

  it('its schemas are JSON Schema 2020-12 that ajv compiles (refs resolved within the document)', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema({ ...document, $id: 'doc' });
    const components = (document.components as { schemas: Record<string, unknown> }).schemas;
    for (const name of Object.keys(components)) {
      expect(typeof ajv.getSchema(`doc#/components/schemas/${name}`)).toBe('function');
    }
    // And every answer's schema, with its references.
    for (const [p, byMethod] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(byMethod)) {
        for (const status of Object.keys(op.responses)) {
          const pointer = ['paths', p, method, 'responses', status, 'content', 'application/json', 'schema']
            .map((part) => encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1')))
            .join('/');
          const content = (op.responses[status] as { content?: Record<string, unknown> }).content;
          if (content?.['application/json']) expect(typeof ajv.getSchema(`doc#/${pointer}`)).toBe('function');
        }
      }
    }
  });

  it('renders as a page with every operation and no script', () => {
    const html = openApiPage(document);
    expect(html).not.toMatch(/<script/i);
    for (const route of routeTable) expect(html).toContain(`<code>${openApiPath(route.path)}</code>`);
  });
});
