/** How many leading bytes `matchesContentType` needs to decide. */
export const SNIFF_BYTES = 12;

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The file signatures ("magic bytes") of every type an upload may declare. */
const SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  'image/jpeg': (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  'image/png': (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/webp': (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8),
  'image/avif': (head) =>
    startsWith(head, ascii('ftyp'), 4) &&
    (startsWith(head, ascii('avif'), 8) || startsWith(head, ascii('avis'), 8)),
  'application/pdf': (head) => startsWith(head, ascii('%PDF-')),
};

/**
 * Whether a file's first bytes are those of the type it claims: an HTML page sent as
 * application/pdf, or text sent as image/png, does not match.
 */
export function matchesContentType(contentType: string, head: Buffer): boolean {
  const check = SIGNATURES[contentType];
  return check ? check(head) : false;
}

/** 'Image/PNG; charset=binary' -> 'image/png'; null when absent. */
export function normalizeContentType(header: string | undefined | null): string | null {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return type || null;
}
