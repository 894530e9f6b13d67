import { Transform } from 'node:stream';
import { matchesContentType, SNIFF_BYTES } from '@beauty/server/storage/content-sniff';

export class UploadRefused extends Error {
  constructor(readonly reason: 'too-large' | 'wrong-type') {
    super(
      reason === 'too-large'
        ? 'The upload is larger than allowed'
        : 'The bytes do not match the declared type',
    );
    this.name = 'UploadRefused';
  }
}

/**
 * Sits between the request and the staging file: counts bytes and fails the stream the moment
 * they pass `maxBytes`, and holds back the first bytes until they match `contentType`'s magic
 * bytes (an HTML page labelled application/pdf, or text labelled image/png, goes no further).
 */
export function uploadGuard(options: { maxBytes: number; contentType: string }): Transform {
  let received = 0;
  let head: Buffer[] = [];
  let headLength = 0;
  let sniffed = false;
  const sniff = (bytes: Buffer) => {
    sniffed = true;
    head = [];
    return matchesContentType(options.contentType, bytes);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > options.maxBytes) return callback(new UploadRefused('too-large'));
      if (sniffed) return callback(null, chunk);
      head.push(chunk);
      headLength += chunk.length;
      if (headLength < SNIFF_BYTES) return callback();
      const bytes = Buffer.concat(head);
      if (!sniff(bytes)) return callback(new UploadRefused('wrong-type'));
      callback(null, bytes);
    },
    flush(callback) {
      if (!sniffed) {
        const bytes = Buffer.concat(head);
        if (!sniff(bytes)) return callback(new UploadRefused('wrong-type'));
        this.push(bytes);
      }
      callback();
    },
  });
}

/** Counts bytes only: fails the stream the moment they pass `maxBytes` (one part of an upload). */
export function byteLimit(maxBytes: number): Transform {
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > maxBytes) return callback(new UploadRefused('too-large'));
      callback(null, chunk);
    },
  });
}
