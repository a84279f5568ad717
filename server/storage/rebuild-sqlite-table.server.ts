import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * SQLite cannot alter a CHECK constraint, so a migration that widens one
 * rebuilds the table under its own name: created anew by `create`, every row
 * copied with its id, AUTOINCREMENT's high-water mark carried (so a new row
 * never takes the id, and Message-ID, of one already sent and forgotten), the
 * old table dropped and the new one renamed, then `indexes` recreates its
 * indexes. Run inside the migration's transaction, so it happens whole or not
 * at all. Names are the schema's own constants, never input.
 */
export async function rebuildSqliteTable(
  db: Kysely<unknown>,
  table: string,
  columns: readonly string[],
  create: (builder: CreateTableBuilder<string>) => CreateTableBuilder<string>,
  indexes: (db: Kysely<unknown>) => Promise<void>,
): Promise<void> {
  const temporary = `${table}_rebuilt`;
  await create(db.schema.createTable(temporary)).execute();
  const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  await sql`INSERT INTO ${sql.table(temporary)} (${list}) SELECT ${list} FROM ${sql.table(table)}`.execute(db);
  await sql`DELETE FROM sqlite_sequence WHERE name = ${temporary}`.execute(db);
  await sql`INSERT INTO sqlite_sequence (name, seq) SELECT ${temporary}, seq FROM sqlite_sequence WHERE name = ${table}`.execute(db);
  await db.schema.dropTable(table).execute();
  await db.schema.alterTable(temporary).renameTo(table).execute();
  await indexes(db);
}
