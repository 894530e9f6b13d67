import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { LocalMultipart } from './local-multipart';
import {
  assertSafeKey,
  type ObjectInfo,
  type ObjectStorage,
  ObjectTooLarge,
  type StagedObject,
  type UploadSlot,
} from './storage';
import { localUploadAddress } from './upload-signature';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/**
 * The default driver: objects are files under STORAGE_DIR, and uploads arrive through the API
 * (PUT /api/uploads/:id) at HMAC-signed addresses. Writes go to a staging file first and are
 * renamed into place, so a reader never sees half a file.
 */
export class LocalDiskStorage implements ObjectStorage {
  readonly driver = 'local' as const;
  private readonly root: string;
  readonly multipart: LocalMultipart;

  constructor(
    dir: string,
    /** Needed only where upload addresses are handed out (the API). */
    private readonly signingSecret: string | null = null,
  ) {
    this.root = path.resolve(dir);
    this.multipart = new LocalMultipart(this.root, signingSecret, (key, source, guard) =>
      this.receive(key, source, guard),
    );
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  }

  private async stagingPath(): Promise<string> {
    const dir = path.join(this.root, '.incoming');
    await mkdir(dir, { recursive: true });
    return path.join(dir, randomUUID());
  }

  private async moveIntoPlace(staged: string, key: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(staged, target);
  }

  async uploadAddress(slot: UploadSlot): Promise<string> {
    if (!this.signingSecret)
      throw new Error('The local storage driver needs UPLOAD_SIGNING_SECRET to sign uploads');
    return localUploadAddress(this.signingSecret, slot);
  }

  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    const target = this.pathOf(key);
    const staged = await this.stagingPath();
    try {
      const handle = await open(staged, 'wx', 0o600);
      try {
        await handle.writeFile(body);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await mkdir(path.dirname(target), { recursive: true });
      await rename(staged, target);
    } catch (error) {
      await rm(staged, { force: true });
      throw error;
    }
  }

  async read(key: string, maxBytes?: number): Promise<Buffer | null> {
    const info = await this.stat(key);
    if (!info) return null;
    if (maxBytes !== undefined && info.size > maxBytes) throw new ObjectTooLarge(key, maxBytes);
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async open(key: string): Promise<Readable | null> {
    try {
      const handle = await open(this.pathOf(key), 'r');
      return handle.createReadStream();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async readHead(key: string, bytes: number): Promise<Buffer | null> {
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(this.pathOf(key), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size, contentType: null } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const file = this.pathOf(key);
    await rm(file, { force: true });
    // An object's own folder (variants/<id>/) goes with its last file; the top-level folders
    // (originals/, variants/) stay. rmdir refuses a folder that still holds anything.
    if (key.split('/').length > 2) await rmdir(path.dirname(file)).catch(() => undefined);
  }

  async receive(key: string, source: Readable, guard?: Transform): Promise<StagedObject> {
    this.pathOf(key);
    const staged = await this.stagingPath();
    const sink = createWriteStream(staged, { flags: 'wx', mode: 0o600 });
    try {
      if (guard) await pipeline(source, guard, sink);
      else await pipeline(source, sink);
    } catch (error) {
      // A refused stream can end before the file has finished opening; the file would then
      // appear after this removal. The sink closes only once it is open, so wait for that.
      if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
      await rm(staged, { force: true });
      throw error;
    }
    const { size } = await stat(staged);
    return {
      size,
      commit: () => this.moveIntoPlace(staged, key),
      discard: () => rm(staged, { force: true }),
    };
  }
}
