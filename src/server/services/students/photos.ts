import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type Sharp from 'sharp';
import type { Metadata } from 'sharp';
import { LOGO_MAX_PIXELS, LOGO_SIZE } from '../../../domain/contract/schoolLogo';
import { PHOTO_SIZE } from '../../../domain/contract/students';
import type { Db } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { audit } from '../shared/audit';
import { nowIso } from '../shared/clock';
import { bumpVersion } from '../shared/dataVersions';
import { findStudentRow } from './students';
import { lazyModule } from '../../lazyModule';

// Every upload is decoded once: libvips' cache of recent operations (up to 50 MB by default) would
// only hold memory between uploads, and one thread an image keeps a burst of uploads from holding
// a thread (and its allocator arena) per core.
const loadSharp = lazyModule(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const sharp = require('sharp') as typeof Sharp;
  sharp.cache(false);
  sharp.concurrency(1);
  return sharp;
});

/** What an uploaded file really is, read from its content by the image decoder, not from its name or header. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const STORED_NAME = /^[a-f0-9]{32}\.jpg$/;

/** How an upload is checked and re-encoded before it is kept. */
export interface ImageRecipe {
  /** The square the stored image fits in, in pixels. */
  size: number;
  /** The most pixels the upload may declare (sharp's own limit, some 268 million, otherwise). */
  maxPixels?: number;
  /** Laid on white: a transparent background is printed on white paper, not as black. */
  onWhite?: boolean;
  quality: number;
  /** mozjpeg's slower encoder (about 10-15% smaller files); off where hundreds of photos wait on it. */
  mozjpeg?: boolean;
  /** The refusal of what is not an image we read, and of an image of too many pixels. */
  typeKey: string;
  pixelsKey?: string;
}

export const PHOTO_RECIPE: ImageRecipe = { size: PHOTO_SIZE, quality: 82, typeKey: 'errors.photoType' };
/** A logo keeps its colours' edges (no chroma subsampling, a higher quality): it is lettering and lines. */
export const LOGO_RECIPE: ImageRecipe = {
  size: LOGO_SIZE,
  maxPixels: LOGO_MAX_PIXELS,
  onWhite: true,
  quality: 90,
  typeKey: 'errors.logoType',
  pixelsKey: 'errors.logoPixels',
};
/**
 * A photo of a bulk import: checked and sized as a single one, but encoded without mozjpeg (about
 * 50 ms a photo here, 20 s for 400, against some 25 ms) and refused above 40 million pixels, as
 * hundreds of them are read in one go. See "Photos in bulk (issue 29)" in docs/decisions.md.
 */
export const BULK_PHOTO_RECIPE: ImageRecipe = {
  ...PHOTO_RECIPE,
  mozjpeg: false,
  maxPixels: 40_000_000,
  pixelsKey: 'errors.photoPixels',
};

/** The upload re-encoded as `recipe` says, once its content proves it an image we read and of a size we take. */
async function checkedImage(upload: Buffer, recipe: ImageRecipe): Promise<Buffer> {
  const sharp = loadSharp();
  let metadata: Metadata | undefined;
  try {
    // The header only, whatever size it declares: what decides is the check below.
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    metadata = undefined;
  }
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) throw badRequest(recipe.typeKey);
  if (recipe.maxPixels && (metadata.width ?? 0) * (metadata.height ?? 0) > recipe.maxPixels)
    throw badRequest(recipe.pixelsKey ?? recipe.typeKey, { max: recipe.maxPixels / 1_000_000 });
  try {
    let pipeline = sharp(upload, recipe.maxPixels ? { limitInputPixels: recipe.maxPixels } : {})
      .rotate()
      .resize(recipe.size, recipe.size, { fit: 'inside', withoutEnlargement: true });
    if (recipe.onWhite) pipeline = pipeline.flatten({ background: '#ffffff' });
    return await pipeline
      .jpeg({ quality: recipe.quality, mozjpeg: recipe.mozjpeg ?? true, chromaSubsampling: recipe.onWhite ? '4:4:4' : '4:2:0' })
      .toBuffer();
  } catch {
    // A header that promised an image over data that is not one (cut short, corrupt).
    throw badRequest(recipe.typeKey);
  }
}

/**
 * Student photos and the school's logo, in the database (so in every backup, and seen by every
 * process and machine at once: issue 31), each under a random name so a URL can never be guessed;
 * they are served only through the signed-in API.
 */
export class PhotoStore {
  constructor(private readonly db: Db) {}

  /** Checks, shrinks and stores an upload; answers the stored image's name. */
  async save(upload: Buffer, recipe: ImageRecipe = PHOTO_RECIPE): Promise<string> {
    const image = await checkedImage(upload, recipe);
    const name = `${randomBytes(16).toString('hex')}.jpg`;
    await this.db.insertInto('stored_images').values({ name, data: image, created_at: nowIso() }).execute();
    return name;
  }

  async read(name: string): Promise<Buffer | null> {
    if (!STORED_NAME.test(name)) return null;
    const row = await this.db.selectFrom('stored_images').select('data').where('name', '=', name).executeTakeFirst();
    return row ? Buffer.from(row.data) : null;
  }

  async remove(name: string): Promise<void> {
    if (STORED_NAME.test(name)) await this.db.deleteFrom('stored_images').where('name', '=', name).execute();
  }
}

/**
 * Moves the images a data folder still holds (a school from before 0025_stored_images, or an older
 * backup restored) into the database, then deletes each file once its row is written. Run after
 * every migration: with nothing on disk it only reads the folder. Answers how many it moved.
 */
export async function moveImageFilesIn(db: Db, dataDir: string): Promise<number> {
  const folder = path.join(dataDir, 'photos');
  const names = await readdir(folder).catch(() => [] as string[]);
  let moved = 0;
  for (const name of names.filter((candidate) => STORED_NAME.test(candidate))) {
    const file = path.join(folder, name);
    const data = await readFile(file);
    // A process that stopped between the row and the deletion left the file: the row stands.
    await db
      .insertInto('stored_images')
      .values({ name, data, created_at: nowIso() })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    await rm(file, { force: true });
    moved += 1;
  }
  return moved;
}

/** A student's photo: stored, replaced, read and removed, each change audited with the record. */
export class StudentPhotos {
  constructor(
    private readonly db: Db,
    private readonly store: PhotoStore,
  ) {}

  private async student(id: number) {
    const student = await findStudentRow(this.db, id);
    if (!student) throw notFound('errors.studentNotFound');
    return student;
  }

  private async setPhoto(userId: number, studentId: number, photo: string | null, before: boolean) {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('students').set({ photo, updated_at: nowIso() }).where('id', '=', studentId).execute();
      await bumpVersion(trx, 'students');
      await audit(trx, {
        userId,
        action: 'update',
        entity: 'student',
        entityId: studentId,
        before: { photo: before },
        after: { photo: photo !== null },
      });
    });
  }

  /** Checks and stores an upload as the student's photo; the previous file goes once the record names the new one. */
  async replace(userId: number, studentId: number, upload: Buffer): Promise<void> {
    const student = await this.student(studentId);
    const name = await this.store.save(upload);
    await this.setPhoto(userId, studentId, name, student.photo !== null);
    if (student.photo) await this.store.remove(student.photo);
  }

  async read(studentId: number): Promise<Buffer> {
    const student = await this.student(studentId);
    const image = student.photo ? await this.store.read(student.photo) : null;
    if (!image) throw notFound('errors.photoNotFound');
    return image;
  }

  async remove(userId: number, studentId: number): Promise<void> {
    const student = await this.student(studentId);
    if (!student.photo) return;
    await this.setPhoto(userId, studentId, null, true);
    await this.store.remove(student.photo);
  }
}
