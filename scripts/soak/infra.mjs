// The soak's own copy of everything it runs: a fresh database, a redis-server of its own on a
// free port (never the shared one: it is killed and restarted), a real SMTP listener that keeps
// what it receives, and the built API and worker as child processes whose output goes to files.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { root } from '../lib.mjs';

export const rootRequire = createRequire(path.join(root, 'package.json'));
export const apiRequire = createRequire(path.join(root, 'services/api/package.json'));
export const workerRequire = createRequire(path.join(root, 'services/worker/package.json'));
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(what, check, { timeoutMs = 60_000, everyMs = 250 } = {}) {
  const started = Date.now();
  for (;;) {
    try {
      if (await check()) return Date.now() - started;
    } catch {}
    if (Date.now() - started > timeoutMs)
      throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await sleep(everyMs);
  }
}

/** Every child the soak starts, so that a finally (or Ctrl-C) can kill each by its own pid. */
export const children = new Set();
/** Set when the soak is stopping: nothing new is started after that (a restart in progress fails). */
export const lifecycle = { closing: false };

export function spawnLogged(name, command, args, { env, cwd = root, logDir }) {
  if (lifecycle.closing) throw new Error(`not starting ${name}: the soak is stopping`);
  const logFile = path.join(logDir, `${name}.log`);
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  child.logFile = logFile;
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  children.add(child);
  child.exited.then(() => children.delete(child));
  return child;
}

export function tail(child, lines = 20) {
  try {
    return readFileSync(child.logFile, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

export async function killHard(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGKILL');
  await child.exited;
}

export async function stopGently(child, timeoutMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await child.exited;
  clearTimeout(timer);
}

async function httpOk(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(3_000) });
  await res.arrayBuffer();
  return res.status === 200;
}

function redisPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(1_000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** redis-server on its own port, no persistence: after a kill -9 it comes back empty. */
export function redisService({ port, dir, logDir }) {
  const bin = process.env.REDIS_SERVER_BIN ?? 'redis-server';
  const service = {
    name: 'redis',
    port,
    url: `redis://127.0.0.1:${port}`,
    child: null,
    restarts: 0,
    get alive() {
      return service.child !== null && service.child.exitCode === null && service.child.signalCode === null;
    },
    async start() {
      // biome-ignore format: one option a line
      const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no',
        '--daemonize', 'no', '--maxmemory-policy', 'noeviction', '--dir', dir, '--loglevel', 'warning'];
      const child = spawnLogged('redis', bin, args, { env: process.env, cwd: dir, logDir });
      service.child = child;
      await waitFor('redis-server to answer PING', async () => {
        if (child.exitCode !== null) throw new Error(`redis-server exited:\n${tail(child)}`);
        return redisPing(port);
      });
    },
    async kill() {
      await killHard(service.child);
    },
  };
  return service;
}

/** The built API or worker: started, killed (-9) and started again under the same port. */
export function nodeService({ name, script, env, readyUrl, logDir }) {
  const service = {
    name,
    child: null,
    starts: 0,
    readyUrl,
    get pid() {
      return service.child?.pid;
    },
    get alive() {
      return service.child !== null && service.child.exitCode === null && service.child.signalCode === null;
    },
    async start() {
      const child = spawnLogged(name, process.execPath, [path.join(root, script)], { env, logDir });
      service.child = child;
      service.starts += 1;
      // /healthz: up, whatever Redis says (it may be down right now, on purpose).
      await waitFor(
        `${name} to answer ${readyUrl}`,
        async () => {
          if (child.exitCode !== null || child.signalCode !== null)
            throw new Error(`${name} exited:\n${tail(child)}`);
          return httpOk(readyUrl);
        },
        { timeoutMs: 90_000, everyMs: 200 },
      ).catch((error) => {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`${name} exited while starting:\n${tail(child, 40)}`);
        throw error;
      });
    },
    async kill() {
      await killHard(service.child);
    },
    async stop() {
      await stopGently(service.child);
    },
  };
  return service;
}

/** Resident memory (bytes) of a live process, from /proc/<pid>/status; NaN when it is gone. */
export function rssBytes(pid) {
  try {
    const kb = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1];
    return kb ? Number(kb) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** A real SMTP listener (npm smtp-server) that keeps the envelope, subject and Message-ID of each email. */
export async function startSmtpCapture() {
  const { SMTPServer } = rootRequire('smtp-server');
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: 200,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.slice(0, Math.max(0, raw.search(/\r?\n\r?\n/)));
        const header = (name) =>
          head
            .match(new RegExp(`^${name}:\\s*(.+(?:\\r?\\n[ \\t].+)*)`, 'im'))?.[1]
            ?.replace(/\r?\n[ \t]+/g, ' ')
            .trim() ?? null;
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: header('Subject') ?? '',
          messageId: header('Message-ID'),
          at: Date.now(),
        });
        callback();
      });
    },
  });
  server.on('error', () => {});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () =>
      new Promise((resolve) => {
        const timer = setTimeout(resolve, 3_000);
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
      }),
  };
}

/** Create, migrate and seed (catalog and demo data) the soak's database with the built CLI. */
export function setupDatabase(env) {
  const result = spawnSync(process.execPath, [path.join(root, 'services/api/dist/db/cli.js'), 'setup'], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: 'development', SEED_DEMO: 'true' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`database setup failed:\n${result.stdout}\n${result.stderr}`);
}

export async function dropDatabase(url) {
  const { dropDatabase: drop } = apiRequire(path.join(root, 'services/api/dist/db/ensure-database.js'));
  await drop(url);
}

/** A small seeded random number generator (mulberry32): the same seed, the same run of choices. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.int = (min, max) => min + Math.floor(next() * (max - min + 1));
  next.pick = (list) => list[Math.floor(next() * list.length)];
  next.weighted = (table) => {
    const total = Object.values(table).reduce((a, b) => a + b, 0);
    let r = next() * total;
    for (const [key, weight] of Object.entries(table)) {
      r -= weight;
      if (r < 0) return key;
    }
    return Object.keys(table)[0];
  };
  return next;
}
