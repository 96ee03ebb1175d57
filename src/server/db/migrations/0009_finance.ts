import type { Kysely } from 'kysely';
import { isPostgres, withId } from './dialect';

/**
 * Finance (domain.md). `fee_types` name what is charged (Inscription, Scolarité, APEE...);
 * `fee_instalments` are a level's schedule for a school year (a fee type, an amount, a due date).
 * `fee_charges` are what each student owes, as lines: registering a student writes their level's
 * instalments, a transfer to another level or a change of schedule writes the differences, so the
 * account says why it holds what it holds. `fee_discounts` reduce a student's dues (an amount or a
 * percentage, on one fee type or all) and are revoked, never deleted. `payments` are never edited
 * or deleted: a reversal is another row that references its payment, with a negative amount;
 * `payment_allocations` say which instalments a payment (or reversal) covers. `receipt_counters`
 * hold the last receipt number of each school year, taken in the payment's own transaction so a
 * number is never skipped or given twice. `cash_sessions` are a cashier's sessions at the counter.
 * Balances are never stored: they are the sum of these lines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await withId(db.schema.createTable('fee_types'), pg)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('fee_instalments'), pg)
    .addColumn('school_year_id', 'integer', (c) => c.notNull().references('school_years.id').onDelete('cascade'))
    .addColumn('level_id', 'integer', (c) => c.notNull().references('levels.id').onDelete('cascade'))
    .addColumn('fee_type_id', 'integer', (c) => c.notNull().references('fee_types.id'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('fee_instalments_level').on('fee_instalments').columns(['school_year_id', 'level_id']).execute();

  await withId(db.schema.createTable('fee_charges'), pg)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('school_year_id', 'integer', (c) => c.notNull().references('school_years.id').onDelete('cascade'))
    .addColumn('instalment_id', 'integer', (c) => c.notNull().references('fee_instalments.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fee_charges_student').on('fee_charges').columns(['student_id', 'school_year_id']).execute();
  await db.schema.createIndex('fee_charges_instalment').on('fee_charges').column('instalment_id').execute();

  await withId(db.schema.createTable('fee_discounts'), pg)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('school_year_id', 'integer', (c) => c.notNull().references('school_years.id').onDelete('cascade'))
    .addColumn('fee_type_id', 'integer', (c) => c.references('fee_types.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer')
    .addColumn('percent', 'double precision')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('granted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('fee_discounts_student').on('fee_discounts').columns(['student_id', 'school_year_id']).execute();

  await withId(db.schema.createTable('cash_sessions'), pg)
    .addColumn('cashier_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addColumn('opening_float', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('closed_at', 'text')
    .addColumn('counted_amount', 'integer')
    .addColumn('expected_amount', 'integer')
    .addColumn('difference', 'integer')
    .addColumn('note', 'text')
    .execute();
  await db.schema.createIndex('cash_sessions_cashier').on('cash_sessions').columns(['cashier_id', 'opened_at']).execute();

  await db.schema
    .createTable('receipt_counters')
    .addColumn('school_year_id', 'integer', (c) => c.primaryKey().references('school_years.id').onDelete('cascade'))
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('payments'), pg)
    .addColumn('school_year_id', 'integer', (c) => c.notNull().references('school_years.id'))
    .addColumn('receipt_number', 'integer', (c) => c.notNull())
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('paid_on', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('payer', 'text')
    .addColumn('note', 'text')
    .addColumn('cashier_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('session_id', 'integer', (c) => c.notNull().references('cash_sessions.id'))
    .addColumn('reverses_id', 'integer', (c) => c.references('payments.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('payments_one_receipt_number', ['school_year_id', 'receipt_number'])
    .execute();
  await db.schema.createIndex('payments_student').on('payments').columns(['student_id', 'school_year_id']).execute();
  await db.schema.createIndex('payments_session').on('payments').column('session_id').execute();
  await db.schema.createIndex('payments_day').on('payments').columns(['paid_on', 'cashier_id']).execute();
  await db.schema.createIndex('payments_reverses').on('payments').column('reverses_id').execute();

  await withId(db.schema.createTable('payment_allocations'), pg)
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id'))
    .addColumn('instalment_id', 'integer', (c) => c.notNull().references('fee_instalments.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_allocations_payment').on('payment_allocations').column('payment_id').execute();
  await db.schema.createIndex('payment_allocations_instalment').on('payment_allocations').column('instalment_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'payment_allocations',
    'payments',
    'receipt_counters',
    'cash_sessions',
    'fee_discounts',
    'fee_charges',
    'fee_instalments',
    'fee_types',
  ])
    await db.schema.dropTable(table).execute();
}
