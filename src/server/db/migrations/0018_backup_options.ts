import type { Kysely } from 'kysely';

/**
 * The daily backup's time and retention (issue 27) for schools whose options were written before
 * they existed: the options screen changes only rows that exist. A database with no options yet
 * (the seed writes them all after the migrations) is left alone.
 */
const BACKUP_OPTIONS = [
  { name: 'backup_time', value: '02:00', value_type: 'string' },
  { name: 'backup_keep_daily', value: '7', value_type: 'int' },
  { name: 'backup_keep_monthly', value: '12', value_type: 'int' },
] as const;

interface OptionsDb {
  options: { name: string; value: string; value_type: string };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const d = db as unknown as Kysely<OptionsDb>;
  const present = new Set((await d.selectFrom('options').select('name').execute()).map((row) => row.name));
  if (!present.size) return;
  const missing = BACKUP_OPTIONS.filter((option) => !present.has(option.name));
  if (missing.length)
    await d
      .insertInto('options')
      .values([...missing])
      .execute();
}

export async function down(): Promise<void> {
  // The rows are ordinary options by now: a school may have set them; nothing to undo.
}
