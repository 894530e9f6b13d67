import http from 'node:http';
import { answerClientErrors } from './client-errors';

/**
 * How long an idle keep-alive connection stays open: longer than the idle timeout of the proxy
 * in front (60 s on an AWS load balancer; the web image's nginx keeps its upstream sockets 4 s).
 * The side that reuses a connection must be the one that closes it first, or a request sent on a
 * connection the API has just closed is lost (ECONNRESET; a 502 at the proxy). Node's own default
 * is 5 s.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * The API's HTTP server, as the process runs it and as the tests start it: requests Node refuses
 * before Koa answered in the API's JSON shape, idle connections kept for KEEP_ALIVE_TIMEOUT_MS.
 */
export function createHttpServer(listener?: http.RequestListener): http.Server {
  const server = http.createServer(listener);
  answerClientErrors(server);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return server;
}
