import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PHOTO_SIZE } from '../../domain/contract/students';
import { badRequest } from '../errors';

/** What an uploaded file really is, read from its content by the image decoder, not from its name or header. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const STORED_NAME = /^[a-f0-9]{32}\.jpg$/;

/**
 * Student photos on disk under the data directory, each under a random name so a URL can never be
 * guessed; they are served only through the signed-in API.
 */
export class PhotoStore {
  private readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'photos');
  }

  /** Checks, shrinks and stores an upload; answers the stored file's name. */
  async save(upload: Buffer): Promise<string> {
    let format: string | undefined;
    try {
      format = (await sharp(upload).metadata()).format;
    } catch {
      format = undefined;
    }
    if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest('errors.photoType');
    const image = await sharp(upload)
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    const name = `${randomBytes(16).toString('hex')}.jpg`;
    await mkdir(this.dir, { recursive: true });
    await writeFile(path.join(this.dir, name), image, { mode: 0o600 });
    return name;
  }

  async read(name: string): Promise<Buffer | null> {
    if (!STORED_NAME.test(name)) return null;
    try {
      return await readFile(path.join(this.dir, name));
    } catch {
      return null;
    }
  }

  async remove(name: string): Promise<void> {
    if (STORED_NAME.test(name)) await rm(path.join(this.dir, name), { force: true });
  }
}
