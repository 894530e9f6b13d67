import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpServer } from './http-server';

/** Node's own keep-alive timeout, which the API's server must outlast. */
const NODE_DEFAULT_KEEP_ALIVE_MS = 5_000;

function get(port: number, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

describe("the API's HTTP server", () => {
  // A proxy (or the tests' client) that reuses an idle connection the server has just closed
  // loses that request: ECONNRESET, a 502 at the proxy. So the API keeps idle connections open
  // longer than the proxy in front does, and longer than Node's 5 s default.
  it('keeps an idle keep-alive connection open past Node’s 5 s default, so its next request comes on it', async () => {
    const server = createHttpServer((_req, res) => res.end('ok'));
    let connections = 0;
    server.on('connection', () => {
      connections += 1;
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await get(port, agent)).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, NODE_DEFAULT_KEEP_ALIVE_MS + 1_000));
      expect(await get(port, agent)).toBe(200);
      expect(connections).toBe(1);
    } finally {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
