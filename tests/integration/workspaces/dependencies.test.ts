/**
 * Each workspace declares the packages its code imports, and nothing it does not.
 *
 * npm hoists every workspace's packages into one node_modules, so an import that only another
 * workspace declares still works until that workspace drops it; then the images' production
 * install (infra/Dockerfile, prod-deps) misses it. A declared package that nothing imports is
 * weight in every image and every audit. Imports are read with TypeScript's own scanner
 * (import, export from, require, dynamic import), not with a pattern over the text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import ts from 'typescript';

const root = path.resolve(__dirname, '../../..');
const WORKSPACES = ['packages/domain', 'packages/server', 'services/api', 'services/worker', 'frontend'];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const NOT_SOURCE = new Set(['node_modules', 'dist', 'public']);
/**
 * Tests and fixtures run under the root's jest and may use the root's tools (fast-check, ical.js…), as may a
 * workspace's scripts/ (run by hand or by the build, from the checkout). The root's own suites (tests/) exercise
 * the workspaces through their packages and are not checked here.
 */
const TEST_FILE = /\.(test|fixture)\.(ts|tsx)$/;

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function manifest(dir: string): Manifest {
  return JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as Manifest;
}

/** Every source file of a workspace, as a path from the checkout's root (built and installed files left out). */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file) && !file.split(path.sep).some((part) => NOT_SOURCE.has(part)))
    .map((file) => path.join(dir, file));
}

/** '@scope/name/deep/path' -> '@scope/name'; 'name/deep' -> 'name'; builtins, relative and '@/…' aliases -> null. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('@/')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
  return specifier.startsWith('node:') || builtinModules.includes(name) ? null : name;
}

function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
  return importedFiles.map((i) => packageOf(i.fileName)).filter((name): name is string => name !== null);
}

const rootManifest = manifest('.');
const rootTools = new Set(Object.keys({ ...rootManifest.dependencies, ...rootManifest.devDependencies }));

describe.each(WORKSPACES)('%s', (workspace) => {
  const own = manifest(workspace);
  const declared = new Set(Object.keys({ ...own.dependencies, ...own.devDependencies }));
  const files = sourceFiles(workspace).map((file) => ({
    file,
    runsUnderRootTools: TEST_FILE.test(file) || file.startsWith(`${workspace}/scripts/`),
    packages: importsOf(file),
  }));

  it('declares every package its code imports', () => {
    const undeclared = files.flatMap(({ file, runsUnderRootTools, packages }) =>
      packages
        .filter((name) => !declared.has(name) && !(runsUnderRootTools && rootTools.has(name)))
        .map((name) => `${file} imports ${name}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('imports every package it declares as a dependency', () => {
    const imported = new Set(files.flatMap(({ packages }) => packages));
    const unused = Object.keys(own.dependencies ?? {}).filter((name) => !imported.has(name));
    expect(unused).toEqual([]);
  });
});
