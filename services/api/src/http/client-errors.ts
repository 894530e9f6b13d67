import http from 'node:http';
import type { Duplex } from 'node:stream';

const MESSAGES: Record<number, string> = {
  400: 'The request is malformed.',
  408: 'The request took too long to arrive.',
  431: 'The request headers are too large.',
};

/**
 * Requests Node refuses before Koa sees them (a request line or headers over the 16 KB limit,
 * bytes that are not HTTP) get the same JSON error shape as every other answer, instead of
 * Node's bare status line. Errors are ECONNRESET-tolerant: a socket already gone is just closed.
 */
export function answerClientErrors(server: http.Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'HPE_REQUEST_TIMEOUT'
          ? 408
          : 400;
    const body = JSON.stringify({ message: MESSAGES[status], errors: [] });
    socket.end(
      [
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'X-Content-Type-Options: nosniff',
        'Cache-Control: no-store',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  });
}
