import type { Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Every column that holds an amount of money becomes 64-bit (docs/decisions.md, "Money (issue
 * 26)"). PostgreSQL's `integer` stops at 2,147,483,647 XAF: a cashier's session that took more in
 * cash could not be closed (and the cashier could open no other), and a teacher's statement past
 * it could not be validated. SQLite's INTEGER is already 64-bit, so there this changes nothing.
 * Counts, ids and receipt numbers stay `integer`.
 */
export const MONEY_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  fee_instalments: ['amount'],
  fee_charges: ['amount'],
  fee_discounts: ['amount'],
  cash_sessions: ['opening_float', 'counted_amount', 'expected_amount', 'difference'],
  payments: ['amount'],
  payment_allocations: ['amount'],
  teacher_pay: ['hourly_rate'],
  teacher_statements: ['hourly_rate'],
  teacher_statement_lines: ['amount'],
};

async function setType(db: Kysely<unknown>, type: 'bigint' | 'integer'): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
    // One statement per table: PostgreSQL rewrites the table once for all its columns.
    let alter = db.schema.alterTable(table).alterColumn(columns[0], (column) => column.setDataType(type));
    for (const name of columns.slice(1)) alter = alter.alterColumn(name, (column) => column.setDataType(type)) as typeof alter;
    await alter.execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await setType(db, 'bigint');
}

/** Back to 32 bits: fails, changing nothing, while an amount past 2^31 is stored. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await setType(db, 'integer');
}
