// Shared helpers for the project's own scripts (start, test, dev). Node built-ins only, so
// they run before `npm ci` has installed anything.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function log(message) {
  console.log(`\x1b[35m▸\x1b[0m ${message}`);
}

export function fail(message) {
  console.error(`\x1b[31m✖ ${message}\x1b[0m`);
  process.exit(1);
}

/**
 * Run a command to completion in the repository, inheriting output; returns a failure line, or
 * null when it exited with 0. For callers that must clean up before they exit.
 */
export function tryRun(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  return result.status === 0
    ? null
    : `${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`;
}

/** Run a command to completion in the repository, inheriting output; exit on failure. */
export function run(command, args, options = {}) {
  const failure = tryRun(command, args, options);
  if (failure) fail(failure);
}

/** Install dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  // Not `npm ci`: lockfiles written without registry addresses omit other platforms' optional
  // packages, which `npm ci` refuses; `npm install` installs the locked versions as they are.
  log('Installing dependencies (npm install from the lockfile)');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

export function build() {
  log('Building (turbo run build)');
  run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
}

function reachable(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port || defaultPort) });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** One clear line naming the service to start when PostgreSQL or Redis is not there. */
export async function requireServices(env = process.env) {
  const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/beauty';
  const redisUrl = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (!(await reachable(databaseUrl, 5432))) {
    fail(`Cannot reach PostgreSQL at ${new URL(databaseUrl).host}: start PostgreSQL or set DATABASE_URL.`);
  }
  if (!(await reachable(redisUrl, 6379))) {
    fail(`Cannot reach Redis at ${new URL(redisUrl).host}: start Redis (redis-server) or set REDIS_URL.`);
  }
}

/** Start a long-running process with prefixed output; resolves its exit. */
export function startProcess(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `\x1b[36m[${name}]\x1b[0m `;
  const pipe = (stream, out) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop();
      for (const line of lines) out.write(`${prefix}${line}\n`);
    });
  };
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return child;
}

export async function waitForHttp(url, timeoutMs = 60_000, child) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) return false;
    try {
      const res = await fetch(url);
      if (res.ok) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

export function readJson(file) {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
}
