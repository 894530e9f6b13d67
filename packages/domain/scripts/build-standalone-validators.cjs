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
// ajv-formats and ajv's runtime helpers are referenced with require(); turn them into imports.
const modules = new Map();
const body = standaloneCode(ajv, ids)
  .replace(/^"use strict";/, '')
  .replace(/require\("([^"]+)"\)/g, (_, name) => {
    if (!modules.has(name)) modules.set(name, `__import${modules.size}`);
    return modules.get(name);
  });
// Explicit .js so the file also loads in Node's ESM resolver (tests), not only in Vite.
const imports = [...modules]
  .map(
    ([name, local]) => `import ${local} from ${JSON.stringify(name.endsWith('.js') ? name : `${name}.js`)};`,
  )
  .join('\n');
fs.writeFileSync(path.join(dist, 'standalone-validators.mjs'), `${imports}\n${body}`);
fs.writeFileSync(
  path.join(dist, 'standalone-validators.d.mts'),
  `import type { ErrorObject } from 'ajv';\ntype Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };\n${Object.keys(
    ids,
  )
    .map((id) => `export declare const ${id}: Validate;`)
    .join('\n')}\n`,
);
console.log(`standalone validators: ${Object.keys(ids).join(', ')}`);
