import { PostgresAdapter, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

export const isPostgres = <DB>(db: Kysely<DB>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The one difference migrations must mind between the two databases: an auto-incremented id is
 * `integer … autoincrement` on SQLite but an identity column on PostgreSQL (`serial` on SQLite
 * silently leaves ids NULL).
 */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, postgres: boolean): CreateTableBuilder<T, 'id'> {
  return table.addColumn('id', 'integer', (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
  );
}
