import { loadWorkerConfig } from './config';
import { serveHealthAndMetrics } from './health-server';
import { createLogger } from './logger';
import { createWorkerRuntime } from './pipeline/runtime';
import { describeStartupError } from './pipeline/service-errors';

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

  const server =
    config.metricsPort > 0 ? serveHealthAndMetrics(runtime, config.metricsPort, config.metricsHost) : null;
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
