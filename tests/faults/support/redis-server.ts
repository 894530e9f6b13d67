import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, logRoot, type Proc, startProc, waitFor } from './processes';

/** A throwaway Redis server a fault test may kill and start again, empty or not. */

export interface RedisServer {
  port: number;
  url: string;
  readonly running: boolean;
  /** Start (again) on the same port: empty, as nothing is saved (--save '' --appendonly no). */
  start(): Promise<void>;
  /** kill -9: everything in it is gone. */
  kill(): Promise<void>;
  /** SIGSTOP: connections stay open, nothing answers (a hung server or a network partition). */
  pause(): void;
  /** SIGCONT after pause(). */
  resume(): void;
  close(): Promise<void>;
}

async function redisAnswers(port: number): Promise<boolean> {
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

/** redis-server on a free loopback port, persistence off, kept as a child process. */
export async function startRedis(suite: string): Promise<RedisServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `beauty-faults-redis-${suite}-`));
  const port = await freePort();
  let proc: Proc | null = null;
  const server: RedisServer = {
    port,
    url: `redis://127.0.0.1:${port}`,
    get running() {
      return proc?.alive ?? false;
    },
    async start() {
      if (proc?.alive) return;
      const started = startProc(
        'redis',
        process.env.REDIS_SERVER_BIN ?? 'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--daemonize',
          'no',
          '--maxmemory-policy',
          'noeviction',
          '--dir',
          dir,
          '--loglevel',
          'warning',
        ],
        { cwd: dir, logFile: path.join(logRoot, suite, 'redis.log') },
      );
      proc = started;
      await waitFor('Redis to answer PING', async () => {
        if (!started.alive) throw new Error(`redis-server exited:\n${started.tail(20)}`);
        return redisAnswers(port);
      });
    },
    async kill() {
      await proc?.stop('SIGKILL');
    },
    pause() {
      proc?.child.kill('SIGSTOP');
    },
    resume() {
      proc?.child.kill('SIGCONT');
    },
    async close() {
      proc?.child.kill('SIGCONT');
      await proc?.stop('SIGKILL').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await server.start();
  } catch (error) {
    await server.close();
    throw error;
  }
  return server;
}
