// Precompiles every request schema (each has a $id) into plain validator functions for the
// browser, where the Content-Security-Policy forbids the `new Function` that ajv compiles with.
// Output: dist/standalone-validators.mjs (ESM), keyed by schema $id.
const fs = require('node:fs');
const path = require('node:path');
const standaloneCode = require('ajv/dist/standalone').default;
const { createAjv } = require('../dist/validation');

const dist = path.join(__dirname, '..', 'dist');
const schemaDir = path.join(dist, 'schemas');
const ajv = createAjv({ code: { source: true, esm: true } });
const ids = {};
for (const file of fs.readdirSync(schemaDir).filter((f) => f.endsWith('.js'))) {
  const mod = require(path.join(schemaDir, file));
  for (const value of Object.values(mod)) {
    if (value && typeof value === 'object' && typeof value.$id === 'string' && !ids[value.$id]) {
      ajv.addSchema(value);
      ids[value.$id] = value.$id;
    }
  }
}
// ajv-formats and ajv's runtime helpers are referenced with require(). They are small CommonJS
// files without dependencies: inline each once, so the output is self-contained and behaves the
// same under Vite and Node (no CommonJS interop differences).
const modules = new Map();
const body = standaloneCode(ajv, ids)
  .replace(/^"use strict";/, '')
  .replace(/require\("([^"]+)"\)/g, (_, name) => {
    if (!modules.has(name)) modules.set(name, `__module${modules.size}`);
    return modules.get(name);
  });
const inlined = [...modules]
  .map(([name, local]) => {
    const source = fs.readFileSync(require.resolve(name), 'utf8').replace(/\/\/# sourceMappingURL=.*$/m, '');
    return `const ${local} = (() => { const module = { exports: {} }; const exports = module.exports;\n${source}\nreturn module.exports; })();`;
  })
  .join('\n');
fs.writeFileSync(path.join(dist, 'standalone-validators.mjs'), `${inlined}\n${body}`);
fs.writeFileSync(
  path.join(dist, 'standalone-validators.d.mts'),
  `import type { ErrorObject } from 'ajv';\ntype Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };\n${Object.keys(
    ids,
  )
    .map((id) => `export declare const ${id}: Validate;`)
    .join('\n')}\n`,
);
console.log(`standalone validators: ${Object.keys(ids).join(', ')}`);
