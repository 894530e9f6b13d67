import { createServer, type Server } from 'node:http';
import type { WorkerRuntime } from './pipeline/runtime';

/** /healthz (process up), /readyz (database and Redis answer), /metrics (Prometheus). */
export function serveHealthAndMetrics(
  runtime: Pick<WorkerRuntime, 'metrics' | 'logger' | 'ready'>,
  port: number,
  host = '127.0.0.1',
): Server {
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
  server.listen(port, host, () => runtime.logger.info({ host, port }, 'worker health and metrics listening'));
  return server;
}
