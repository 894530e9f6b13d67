import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { childPids, freePort, logRoot, type Proc, signal, startProc, waitFor } from './processes';

/** A throwaway PostgreSQL server (initdb in a temp directory) a fault test may stop, freeze and kill. */

/** The uid/gid PostgreSQL runs as: ourselves, or the 'postgres' user when we are root. */
function postgresIdentity(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  for (const user of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
      if (Number.isInteger(uid) && uid > 0) return { uid, gid };
    } catch {}
  }
  throw new Error('Running as root and found no "postgres" user to run a throwaway PostgreSQL as.');
}

/** The directory holding initdb and postgres: PG_BIN, else the newest /usr/lib/postgresql/<v>/bin. */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, 'bin/postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(base, versions[0], 'bin');
  const which = spawnSync('which', ['postgres'], { encoding: 'utf8' });
  if (which.status === 0) return path.dirname(which.stdout.trim());
  throw new Error(
    'PostgreSQL server binaries not found: set PG_BIN to the directory holding initdb and postgres.',
  );
}

export interface PostgresServer {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database: string): string;
  readonly running: boolean;
  /** Start (again) on the same port and data directory; resolves once it accepts connections. */
  start(): Promise<void>;
  /**
   * Stop the postmaster: 'fast' (SIGINT: roll back, disconnect, checkpoint), 'immediate'
   * (SIGQUIT: a crash; the next start replays the WAL).
   */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /**
   * SIGSTOP the postmaster and every process it started (the backends serving the open
   * connections, the checkpointer, ...): connections stay open and nothing answers, as with a
   * hung server or a network partition that sends no reset. Stopping the postmaster alone would
   * leave the existing backends answering their connections.
   */
  pause(): void;
  /** SIGCONT after pause(). */
  resume(): void;
  close(): Promise<void>;
  tail(lines?: number): string;
}

/** initdb into a temp directory and run postgres on a free loopback port (trust auth). */
export async function startPostgres(suite: string): Promise<PostgresServer> {
  const bin = postgresBin();
  const identity = postgresIdentity();
  const dir = mkdtempSync(path.join(os.tmpdir(), `beauty-faults-pg-${suite}-`));
  const dataDir = path.join(dir, 'data');
  mkdirSync(dataDir, { mode: 0o700 });
  if (identity) {
    chownSync(dir, identity.uid, identity.gid);
    chownSync(dataDir, identity.uid, identity.gid);
  }
  const asPostgres = identity ? { uid: identity.uid, gid: identity.gid } : {};
  const init = spawnSync(
    path.join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync'],
    { encoding: 'utf8', cwd: dir, env: { ...process.env, LC_ALL: 'C' }, ...asPostgres },
  );
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed (${init.status ?? init.error?.message}): ${init.stderr || init.stdout}`);
  }
  const port = await freePort();
  let proc: Proc | null = null;
  /** The processes pause() stopped, postmaster first. */
  let paused: number[] = [];

  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const accepting = async () => {
    const client = new pg.Client({ connectionString: url('postgres'), connectionTimeoutMillis: 1_000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } finally {
      await client.end().catch(() => {});
    }
  };

  const server: PostgresServer = {
    port,
    url,
    get running() {
      return proc?.alive ?? false;
    },
    async start() {
      if (proc?.alive) return;
      const started = startProc(
        'postgres',
        path.join(bin, 'postgres'),
        [
          '-D',
          dataDir,
          '-p',
          String(port),
          '-k',
          dir,
          '-c',
          'listen_addresses=127.0.0.1',
          // Not flushed to disk (an OS crash is not what these tests are about), but every commit is
          // written before it is acknowledged (synchronous_commit stays on): a crash of PostgreSQL
          // itself (immediate shutdown) loses nothing that was committed.
          '-c',
          'fsync=off',
          '-c',
          'full_page_writes=off',
          '-c',
          'max_connections=200',
          '-c',
          'shared_buffers=32MB',
          '-c',
          'log_min_messages=warning',
        ],
        {
          cwd: dir,
          env: { ...process.env, LC_ALL: 'C' },
          logFile: path.join(logRoot, suite, 'postgres.log'),
          ...asPostgres,
        },
      );
      proc = started;
      await waitFor('PostgreSQL to accept connections', async () => {
        if (!started.alive) throw new Error(`postgres exited:\n${started.tail(20)}`);
        return accepting();
      });
    },
    async stop(mode = 'fast') {
      server.resume();
      await proc?.stop(mode === 'fast' ? 'SIGINT' : 'SIGQUIT', 30_000);
    },
    pause() {
      if (!proc?.alive || paused.length) return;
      // The postmaster first, so it starts no new backend while its children are being stopped.
      const postmaster = proc.pid;
      signal(postmaster, 'SIGSTOP');
      paused = [postmaster, ...childPids(postmaster)];
      for (const pid of paused.slice(1)) signal(pid, 'SIGSTOP');
    },
    resume() {
      for (const pid of paused.slice().reverse()) signal(pid, 'SIGCONT');
      paused = [];
    },
    async close() {
      server.resume();
      await proc?.stop('SIGQUIT', 10_000).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
    tail: (lines) => proc?.tail(lines) ?? '',
  };
  try {
    await server.start();
  } catch (error) {
    await server.close();
    throw error;
  }
  return server;
}
