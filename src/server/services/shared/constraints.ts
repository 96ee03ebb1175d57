/** Recognises the database's own refusals, on SQLite and PostgreSQL alike, so they answer 409 rather than 500. */
const codeOf = (error: unknown): string => String((error as { code?: unknown })?.code ?? '');

export const isUniqueViolation = (error: unknown): boolean =>
  ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505'].includes(codeOf(error));

export const isForeignKeyViolation = (error: unknown): boolean => ['SQLITE_CONSTRAINT_FOREIGNKEY', '23503'].includes(codeOf(error));
