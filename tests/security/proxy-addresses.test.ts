import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Answer, Client, closeAgent } from '../support/http';
import { startWorld, type World } from './support/world';

/**
 * Issue 13.1: behind a proxy that appends to X-Forwarded-For (nginx's $proxy_add_x_forwarded_for,
 * an ingress), a client that forges the header must not buy a new budget per forged address.
 * The API trusts one proxy (TRUST_PROXY=1), takes the address that proxy saw, and a second
 * client machine still has its own budget.
 */
let world: World;
let proxy: http.Server;
let proxyUrl: URL;

const LOGIN_LIMIT = 3;

/** A reverse proxy that appends the peer's address to X-Forwarded-For, as nginx's default does. */
function startAppendingProxy(target: URL): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const forwarded = req.headers['x-forwarded-for'];
    const peer = req.socket.remoteAddress ?? '';
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwarded ? `${forwarded}, ${peer}` : peer },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  world = await startWorld('proxy_addresses', {
    env: { TRUST_PROXY: '1', RATE_LIMIT_SIGN_IN_FAILURES_PER_ADDRESS: String(LOGIN_LIMIT) },
  });
  proxy = await startAppendingProxy(world.url);
  proxyUrl = new URL(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`);
}, 120_000);

afterAll(async () => {
  proxy?.closeAllConnections();
  await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
  await world?.close();
  closeAgent();
});

/** A wrong password from `machine`, claiming to be `forged` in X-Forwarded-For. */
function wrongPassword(machine: string, forged: string): Promise<Answer> {
  return new Client(proxyUrl, world.origin).send({
    method: 'POST',
    path: '/api/login',
    form: { email: 'admin@demo.bridalbeauty.test', password: 'not-the-password' },
    headers: { 'x-forwarded-for': forged },
    localAddress: machine,
  });
}

describe('client addresses behind a proxy that appends X-Forwarded-For', () => {
  it('a forged X-Forwarded-For buys no new sign-in budget, and another machine keeps its own', async () => {
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      const res = await wrongPassword('127.0.0.2', `198.51.100.${i + 1}`);
      expect(res.status).not.toBe(429);
    }
    for (let i = 0; i < 5; i++) {
      const res = await wrongPassword('127.0.0.2', `203.0.113.${i + 1}, 192.0.2.${i + 1}`);
      expect(res.status).toBe(429);
    }
    const other = await wrongPassword('127.0.0.3', '198.51.100.1');
    expect(other.status).not.toBe(429);
  });
});
