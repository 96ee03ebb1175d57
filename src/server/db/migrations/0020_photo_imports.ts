import type { Kysely } from 'kysely';

/**
 * Photos in bulk (issue 29), kept in the database as the student import is: a preview survives a
 * restart and any process may apply it. `staged_json` names the re-encoded photos the preview
 * already stored under unguessable names in DATA_DIR/photos, and the student each goes to, until
 * they are applied (then they are those students' photos) or the preview expires (then they are
 * deleted); `report_json` is what the preview showed, answered again with the outcome.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('photo_imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('staged_json', 'text')
    .addColumn('report_json', 'text', (c) => c.notNull())
    .addColumn('applied', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('replaced', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('photo_imports_status_expires').on('photo_imports').columns(['status', 'expires_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('photo_imports_status_expires').execute();
  await db.schema.dropTable('photo_imports').execute();
}
