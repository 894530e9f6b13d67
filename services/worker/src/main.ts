import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics } from 'prom-client';
import { loadWorkerConfig } from './config';
import { createLogger } from './logger';
import { createWorkerRuntime, type WorkerRuntime } from './runtime';
import { describeStartupError } from './service-errors';

/** /healthz (process up), /readyz (database and Redis answer), /metrics (Prometheus). */
function serveHealthAndMetrics(runtime: WorkerRuntime, port: number): Server {
  collectDefaultMetrics({ register: runtime.metrics.registry });
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return json(405, { message: 'Method Not Allowed' });
    if (path === '/healthz') return json(200, { status: 'ok' });
    if (path === '/readyz') {
      runtime.ready().then(
        (ok) => json(ok ? 200 : 503, { status: ok ? 'ready' : 'unavailable' }),
        () => json(503, { status: 'unavailable' }),
      );
      return;
    }
    if (path === '/metrics') {
      runtime.metrics.registry.metrics().then(
        (text) => {
          res.writeHead(200, { 'content-type': runtime.metrics.registry.contentType });
          res.end(text);
        },
        (error) => {
          runtime.logger.warn({ err: error }, 'could not collect metrics');
          json(500, { message: 'Could not collect metrics' });
        },
      );
      return;
    }
    json(404, { message: 'Not Found' });
  });
  server.listen(port, () => runtime.logger.info({ port }, 'worker health and metrics listening'));
  return server;
}

async function main() {
  const config = loadWorkerConfig();
  const logger = createLogger(config.logLevel);
  const runtime = createWorkerRuntime(config, { logger });

  try {
    await runtime.start();
  } catch (error) {
    const line = describeStartupError(error);
    if (line) console.error(line);
    else logger.fatal({ err: error }, 'worker failed to start');
    await runtime.stop().catch(() => {});
    process.exit(1);
  }

  const server = config.metricsPort > 0 ? serveHealthAndMetrics(runtime, config.metricsPort) : null;
  server?.on('error', (error) =>
    logger.error({ err: error, port: config.metricsPort }, 'metrics listener failed'),
  );

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: finishing the jobs in hand');
    server?.close();
    try {
      await runtime.stop();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'worker did not stop cleanly');
      process.exit(1);
    }
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main();
