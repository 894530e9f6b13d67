import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Throwaway PostgreSQL and Redis servers and the built API and worker, as real child processes
 * a fault test may kill -9, stop and start again. Nothing here touches the shared local
 * services (5432, 6379): every server runs on its own free port from its own temp directory.
 */

export const repoRoot = path.resolve(__dirname, '../../..');
/** Each child's output goes to test-results/faults/<suite>/<name>.log (git-ignored), for post-mortems. */
export const logRoot = path.join(repoRoot, 'test-results/faults');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Every child this module started, so a failing test (or a dying jest worker) never leaves one.
export const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The kernel's range of ports for outgoing connections (Linux; the usual default elsewhere). */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (low && high) return [low, high];
  } catch {}
  return [32768, 60999];
}

/**
 * A free port below the ephemeral range: a server stopped and started again on it (PostgreSQL,
 * Redis) must find it still free, and the kernel never hands such a port to an outgoing
 * connection meanwhile, as it could a port it picked itself.
 */
export async function freePort(): Promise<number> {
  const [low] = ephemeralRange();
  const from = 20_000;
  const to = Math.max(from + 1_000, low - 1);
  for (let i = 0; i < 50; i++) {
    const port = from + Math.floor(Math.random() * (to - from));
    if (await canListen(port)) return port;
  }
  throw new Error(`No free port found between ${from} and ${to}`);
}

/** Poll `check` until it returns a truthy value, or throw after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T> | T,
  { timeoutMs = 30_000, everyMs = 50 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<NonNullable<T>> {
  const started = Date.now();
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() - started > timeoutMs) {
      const reason = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${reason}`);
    }
    await sleep(everyMs);
  }
}

export interface Proc {
  readonly name: string;
  readonly child: ChildProcess;
  readonly pid: number;
  readonly alive: boolean;
  /** Resolves when the process has exited (at once when it already has). */
  exited(): Promise<void>;
  /** Send a signal and wait (bounded) for the exit; SIGKILL when it outlives `graceMs`. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
  /** The tail of its output, for failure messages. */
  tail(lines?: number): string;
}

interface SpawnOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  uid?: number;
  gid?: number;
  logFile: string;
}

export function startProc(name: string, command: string, args: string[], options: SpawnOptions): Proc {
  mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  log.write(`\n==== ${new Date().toISOString()} start ${command} ${args.join(' ')}\n`);
  const child = spawn(command, args, {
    cwd: options.cwd ?? repoRoot,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.uid !== undefined ? { uid: options.uid, gid: options.gid } : {}),
  });
  children.add(child);
  const recent: string[] = [];
  const collect = (chunk: Buffer) => {
    log.write(chunk);
    for (const line of chunk.toString('utf8').split('\n')) if (line) recent.push(line);
    if (recent.length > 400) recent.splice(0, recent.length - 400);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exit = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      log.end(`==== ${new Date().toISOString()} exit code=${code} signal=${signal}\n`);
      resolve();
    });
    child.once('error', (error) => {
      children.delete(child);
      recent.push(`spawn error: ${error.message}`);
      resolve();
    });
  });
  const alive = () => child.exitCode === null && child.signalCode === null && child.pid !== undefined;
  return {
    name,
    child,
    get pid() {
      return child.pid ?? -1;
    },
    get alive() {
      return alive();
    },
    exited: () => exit,
    async stop(signal = 'SIGTERM', graceMs = 15_000) {
      if (!alive()) return exit;
      child.kill(signal);
      const timer = setTimeout(() => alive() && child.kill('SIGKILL'), graceMs);
      await exit;
      clearTimeout(timer);
    },
    tail: (lines = 60) => recent.slice(-lines).join('\n'),
  };
}

/** The pids of the processes whose parent is `pid` (Linux /proc). */
export function childPids(pid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read past the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

export function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

const BUILT = {
  api: path.join(repoRoot, 'services/api/dist/main.js'),
  worker: path.join(repoRoot, 'services/worker/dist/main.js'),
};

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
      newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * The fault tests run the built API and worker (services/{api,worker}/dist), as production does.
 * `npm test` builds first; run on its own, a missing or stale build is rebuilt here (turbo,
 * api + worker and what they depend on, under a lock so parallel suites build once).
 */
export function ensureBuilt(): void {
  const sources = ['packages/domain/src', 'services/api/src', 'services/worker/src'].map((d) =>
    path.join(repoRoot, d),
  );
  const stale = () => {
    if (!existsSync(BUILT.api) || !existsSync(BUILT.worker)) return true;
    const built = Math.min(statSync(BUILT.api).mtimeMs, statSync(BUILT.worker).mtimeMs);
    return sources.some((dir) => newestMtime(dir) > built);
  };
  if (!stale()) return;
  const lock = path.join(os.tmpdir(), 'beauty-faults-build.lock');
  const deadline = Date.now() + 330_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for the build lock ${lock}`);
      // Another suite is building (at most 5 minutes; a lock older than that was left by a crash).
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - since > 310_000) rmSync(lock, { recursive: true, force: true });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    if (!stale()) return;
    const result = spawnSync(
      'npx',
      [
        'turbo',
        'run',
        'build',
        '--filter=@beauty/api',
        '--filter=@beauty/worker',
        '--output-logs=errors-only',
      ],
      { cwd: repoRoot, encoding: 'utf8', timeout: 300_000 },
    );
    if (result.status !== 0)
      throw new Error(
        `The fault tests need the built API and worker; "npx turbo run build --filter=@beauty/api --filter=@beauty/worker" failed:\n${(result.stdout + result.stderr).slice(-3000)}`,
      );
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The built API or worker (node dist/main.js) as a child process with the given environment. */
export function startService(suite: string, which: 'api' | 'worker', env: NodeJS.ProcessEnv): Proc {
  return startProc(which, process.execPath, [BUILT[which]], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    logFile: path.join(logRoot, suite, `${which}.log`),
  });
}

/** A fresh log directory for a suite (the previous run's logs go). */
export function resetLogs(suite: string): string {
  const dir = path.join(logRoot, suite);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}
