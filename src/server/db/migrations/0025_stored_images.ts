import { type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Student photos and the school's logo were files in each process's data folder, so a second
 * machine answered 404 for a photo its record named, and printed cards without it (issue 31). They
 * now live in the database, under the same unguessable names, and a machine needs only the
 * database. The files already on disk are moved in by `moveImageFilesIn` right after migrating
 * (a migration reaches the database only, not the data folder).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stored_images')
    .addColumn('name', 'varchar(40)', (column) => column.primaryKey())
    .addColumn('data', isPostgres(db) ? 'bytea' : 'blob', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stored_images').execute();
}
