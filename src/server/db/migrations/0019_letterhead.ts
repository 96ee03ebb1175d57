import type { Kysely } from 'kysely';

/**
 * The letterhead (issue 28): the school's logo, a file in DATA_DIR/photos whose unguessable name
 * the school row keeps (null: none), and the letterhead's two blocks as options, empty, for
 * schools whose options were written before they existed (the options screen changes only rows
 * that exist). A database with no options yet (the seed writes them all after the migrations)
 * gets no option rows here.
 */
const LETTERHEAD_OPTIONS = [
  { name: 'letterhead_left', value: '', value_type: 'string' },
  { name: 'letterhead_right', value: '', value_type: 'string' },
] as const;

interface OptionsDb {
  options: { name: string; value: string; value_type: string };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('school').addColumn('logo', 'text').execute();
  const d = db as unknown as Kysely<OptionsDb>;
  const present = new Set((await d.selectFrom('options').select('name').execute()).map((row) => row.name));
  if (!present.size) return;
  const missing = LETTERHEAD_OPTIONS.filter((option) => !present.has(option.name));
  if (missing.length)
    await d
      .insertInto('options')
      .values([...missing])
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The option rows are ordinary options by now: a school may have set them; they stay.
  await db.schema.alterTable('school').dropColumn('logo').execute();
}
