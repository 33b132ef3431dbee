import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../open';
import { writeBackup, type Manifest } from './dump';
import { restoreBackup } from './restore';

const log = { info() {}, warn() {}, error() {} };
let root: string;
let source: OpenDatabase;
const sourceDir = () => path.join(root, 'source');
const restoredDir = () => path.join(root, 'restored');
const backupFile = () => path.join(root, 'site.tar.gz');

/** One checksum per table: every row as text, in a stable order. */
async function checksums(database: OpenDatabase, manifest: Manifest) {
  const sums: Record<string, string> = {};
  for (const { name } of manifest.tables) {
    const result = await database.pool.query<{ sum: string | null }>(
      `select md5(string_agg(t::text, '|' order by t::text)) as sum from public."${name}" t`,
    );
    sums[name] = result.rows[0]!.sum ?? 'empty';
  }
  return sums;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'tradeforge-backup-test-'));
  // Under root the database runs as the `postgres` user, which must be able to enter the data folders.
  await chmod(root, 0o755);
  source = await openDatabase({ dataDir: sourceDir(), log });
  await source.pool.query(
    `insert into users (email, password_hash, first_name, last_name)
     select 'user' || n || '@example.com', 'hash', 'First ' || n, 'Ünïcode ' || n from generate_series(1, 50) n`,
  );
  await source.pool.query(
    `insert into posts (content, user_id, timeline_id, timeline_type)
     select E'line one\\nline two\\ttab "quoted" ' || id, id, id, 'user' from users`,
  );
  await mkdir(path.join(sourceDir(), 'uploads', 'public', 'users'), { recursive: true });
  await writeFile(
    path.join(sourceDir(), 'uploads', 'public', 'users', 'photo.webp'),
    Buffer.from([1, 2, 3, 255]),
  );
  await writeFile(path.join(sourceDir(), 'secrets.key'), 'secret-key-material\n', { mode: 0o600 });
}, 120_000);
afterAll(async () => {
  await source?.close();
  await rm(root, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('round-trips every table, the uploads and the secret key into a new data folder', async () => {
    // Taken while the site's database runs, as an operator would.
    const manifest = await writeBackup({ dataDir: sourceDir(), file: backupFile() });
    expect(manifest.tables.find((table) => table.name === 'users')?.rows).toBe(50);
    expect(manifest.tables.find((table) => table.name === 'posts')?.rows).toBe(50);

    await restoreBackup({ file: backupFile(), dataDir: restoredDir() });
    const restored = await openDatabase({ dataDir: restoredDir(), log });
    try {
      expect(await checksums(restored, manifest)).toEqual(await checksums(source, manifest));
      // The search functions and triggers still work on restored rows, and new rows get new ids.
      await restored.pool.query(
        `insert into users (email, password_hash, first_name, last_name) values ('new@example.com', 'h', 'N', 'U')`,
      );
    } finally {
      await restored.close();
    }
    expect(await readFile(path.join(restoredDir(), 'uploads', 'public', 'users', 'photo.webp'))).toEqual(
      Buffer.from([1, 2, 3, 255]),
    );
    expect(await readFile(path.join(restoredDir(), 'secrets.key'), 'utf8')).toBe('secret-key-material\n');
  }, 240_000);

  it('refuses to restore over a data folder that has a database', async () => {
    await expect(restoreBackup({ file: backupFile(), dataDir: sourceDir() })).rejects.toThrow(
      'restore into a new data folder',
    );
  });
});
