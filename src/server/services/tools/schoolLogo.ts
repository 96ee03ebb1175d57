/**
 * The school's logo (issue 28): checked and re-encoded like a student's photo (LOGO_RECIPE), kept
 * in the photo store under an unguessable name that the school row holds; each change audited.
 */
import type { Db } from '../../db/schema';
import { lockFor } from '../../db/locks';
import { notFound } from '../../errors';
import { audit } from '../shared/audit';
import { LOGO_RECIPE, type PhotoStore } from '../students/photos';

export class SchoolLogo {
  constructor(
    private readonly db: Db,
    private readonly store: PhotoStore,
  ) {}

  private async stored(d: Db): Promise<{ id: number; logo: string | null } | undefined> {
    return d.selectFrom('school').select(['id', 'logo']).orderBy('id').executeTakeFirst();
  }

  /**
   * Names `logo` (or none) as the school's and answers the file it named before. One change at a
   * time: two uploads at once each replace the other's in turn, and no file is left behind unnamed.
   */
  private async setLogo(userId: number, logo: string | null): Promise<string | null> {
    return this.db.transaction().execute(async (trx) => {
      await lockFor(trx, 'school-logo');
      const school = await this.stored(trx);
      // No school yet (an installation nobody has signed up to): nothing to name a logo for.
      if (!school) {
        if (logo) throw notFound('errors.notFound');
        return null;
      }
      if (school.logo === logo) return null;
      await trx.updateTable('school').set({ logo }).where('id', '=', school.id).execute();
      await audit(trx, {
        userId,
        action: 'update',
        entity: 'school',
        entityId: school.id,
        before: { logo: school.logo !== null },
        after: { logo: logo !== null },
      });
      return school.logo;
    });
  }

  /** Checks and stores an upload as the logo; the previous file goes once the school names the new one. */
  async replace(userId: number, upload: Buffer): Promise<void> {
    const name = await this.store.save(upload, LOGO_RECIPE);
    let previous: string | null;
    try {
      previous = await this.setLogo(userId, name);
    } catch (error) {
      await this.store.remove(name);
      throw error;
    }
    if (previous) await this.store.remove(previous);
  }

  async read(): Promise<Buffer> {
    const school = await this.stored(this.db);
    const image = school?.logo ? await this.store.read(school.logo) : null;
    if (!image) throw notFound('errors.logoNotFound');
    return image;
  }

  async remove(userId: number): Promise<void> {
    const previous = await this.setLogo(userId, null);
    if (previous) await this.store.remove(previous);
  }
}
