import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from './dialect';

/**
 * Internal messages between staff (domain.md, Messages). A message is written once and never
 * edited; `message_receivers` holds one row per receiving user, so a message to a role is expanded
 * to that role's active users when it is sent (the role is kept on the message, for display).
 * The inbox reads a user's rows newest first and the top bar counts the unread ones: both are
 * answered from the receivers' indexes alone, whatever the number of messages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await withId(db.schema.createTable('messages'), pg)
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The first message of the thread (its own id for a first message); set in the sending transaction.
    .addColumn('thread_id', 'integer')
    .addColumn('parent_id', 'integer', (c) => c.references('messages.id').onDelete('set null'))
    .addColumn('subject', 'text', (c) => c.notNull())
    // Sanitised HTML (services/messages/messageBody.ts), and its plain-text start for the lists.
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    // The roles it was sent to, comma-separated (null when sent to users only).
    .addColumn('roles', 'text')
    .addColumn('receiver_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('messages_sender').on('messages').columns(['sender_id', 'id']).execute();
  await db.schema.createIndex('messages_thread').on('messages').columns(['thread_id', 'id']).execute();

  await db.schema
    .createTable('message_receivers')
    .addColumn('message_id', 'integer', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 1 when the sender named this user, 0 when the user was reached through a role.
    .addColumn('direct', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addPrimaryKeyConstraint('message_receivers_pk', ['message_id', 'user_id'])
    .execute();
  await db.schema.createIndex('message_receivers_inbox').on('message_receivers').columns(['user_id', 'message_id']).execute();
  // Only the unread rows: the top bar's count reads a handful of entries, not the whole inbox.
  await db.schema
    .createIndex('message_receivers_unread')
    .on('message_receivers')
    .columns(['user_id', 'message_id'])
    .where(sql.ref('read_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_receivers').execute();
  await db.schema.dropTable('messages').execute();
}
