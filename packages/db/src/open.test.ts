import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from './open';

const log = { info() {}, warn() {}, error() {} };
let dataDir: string;
let database: OpenDatabase;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tradeforge-open-'));
  // Under root the database runs as the `postgres` user, which must be able to enter the data folder.
  await chmod(dataDir, 0o755);
  database = await openDatabase({ dataDir, log });
}, 120_000);
afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded database', () => {
  it('connects the app as a role that may change rows but not the schema, and is no superuser', async () => {
    const who = await database.pool.query<{ user: string; superuser: boolean }>(
      'select current_user as user, rolsuper as superuser from pg_roles where rolname = current_user',
    );
    expect(who.rows[0]).toEqual({ user: 'tradeforge_app', superuser: false });
    await expect(database.pool.query('create table intruder (id int)')).rejects.toMatchObject({
      code: '42501',
    });
    await expect(database.pool.query('drop table users')).rejects.toMatchObject({ code: '42501' });
    await expect(database.pool.query('create database other')).rejects.toMatchObject({ code: '42501' });
    const inserted = await database.pool.query(
      `insert into users (email, password_hash, first_name, last_name) values ('role@example.com', 'x', 'A', 'B') returning id`,
    );
    expect(inserted.rowCount).toBe(1);
    // The operators' audit log takes new lines only.
    await database.pool.query(
      `insert into operator_audit_log (actor_email, action, object_type, object_id) values ('o@example.com', 'test', 'user', 'x')`,
    );
    await expect(
      database.pool.query('update operator_audit_log set action = $1', ['edited']),
    ).rejects.toMatchObject({
      code: '42501',
    });
    await expect(database.pool.query('delete from operator_audit_log')).rejects.toMatchObject({
      code: '42501',
    });
    expect(database.referenceDataSeeded).toBe(true);
  });

  it('opens the same folder again after a clean close, keeping the data and the role', async () => {
    await database.close();
    database = await openDatabase({ dataDir, log });
    const found = await database.pool.query(`select 1 from users where email = 'role@example.com'`);
    expect(found.rowCount).toBe(1);
    expect(database.referenceDataSeeded).toBe(false);
  }, 120_000);
});
