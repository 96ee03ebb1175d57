import type { Kysely } from 'kysely';

/**
 * A school whose options were written before these options existed gets them with their defaults
 * (issue 26): the options screen changes only rows that exist, so without this an upgraded school
 * could not set the cards' public address and could never print cards. A database with no options
 * yet (the seed writes them all after the migrations) is left alone.
 */
const LATER_OPTIONS = [
  { name: 'absence_notices', value: 'false', value_type: 'bool' },
  { name: 'guardian_notices_sanctions', value: 'false', value_type: 'bool' },
  { name: 'public_url', value: '', value_type: 'string' },
] as const;

interface OptionsDb {
  options: { name: string; value: string; value_type: string };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const d = db as unknown as Kysely<OptionsDb>;
  const present = new Set((await d.selectFrom('options').select('name').execute()).map((row) => row.name));
  if (!present.size) return;
  const missing = LATER_OPTIONS.filter((option) => !present.has(option.name));
  if (missing.length)
    await d
      .insertInto('options')
      .values([...missing])
      .execute();
}

export async function down(): Promise<void> {
  // The rows are ordinary options by now: a school may have set them; nothing to undo.
}
