import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import type pg from 'pg';

/** The role the embedded default's app connects as: data rights only, no DDL, no superuser. */
export const APP_ROLE = 'tradeforge_app';

/** Tables the app may read and append to but never change: the operators' audit log (issue 19). */
export const APPEND_ONLY_TABLES = ['operator_audit_log'];

/** Its password, generated once per data folder and kept beside the cluster, readable by the owner only. */
export async function readOrCreateAppPassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * Creates the app role if missing and grants it what the app does at run time: read and write rows, use
 * sequences, call the search functions, LISTEN/NOTIFY and advisory locks (which need no grant). Schema changes stay
 * with the owner that runs the migrations. Run after every migration, so tables a migration adds are covered.
 */
export async function grantAppRole(owner: pg.Pool, database: string, password: string): Promise<void> {
  const client = await owner.connect();
  try {
    const role = client.escapeIdentifier(APP_ROLE);
    const exists = await client.query('select 1 from pg_roles where rolname = $1', [APP_ROLE]);
    const verb = exists.rowCount === 0 ? 'create' : 'alter';
    await client.query(
      `${verb} role ${role} login nosuperuser nocreatedb nocreaterole noreplication nobypassrls ` +
        `password ${client.escapeLiteral(password)}`,
    );
    await client.query(
      `grant connect, temporary on database ${client.escapeIdentifier(database)} to ${role}`,
    );
    await client.query(`revoke create on schema public from public`);
    await client.query(`grant usage on schema public to ${role}`);
    await client.query(`grant select, insert, update, delete on all tables in schema public to ${role}`);
    for (const table of APPEND_ONLY_TABLES)
      await client.query(`revoke update, delete, truncate on ${client.escapeIdentifier(table)} from ${role}`);
    await client.query(`grant usage, select, update on all sequences in schema public to ${role}`);
    await client.query(`grant execute on all functions in schema public to ${role}`);
  } finally {
    client.release();
  }
}
