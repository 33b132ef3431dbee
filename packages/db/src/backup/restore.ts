import { createReadStream, existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import * as tar from 'tar';
import { migrationsFolder } from '../migrate';
import { openDatabase } from '../open';
import { connectToDataDir } from './connect';
import { KEPT_FILES, type Manifest } from './dump';

const quiet = { info() {}, warn() {}, error() {} };

/**
 * Loads a backup into a new data folder: a new embedded cluster, migrated by this code base (which must know every
 * migration the backup's database had), then every table's rows in one transaction with triggers and foreign keys
 * held off (`session_replication_role = replica`: derived columns come from the backup as they were), sequences
 * moved past the restored ids, and the uploads and secret files put back.
 */
export async function restoreBackup(options: { file: string; dataDir: string }): Promise<Manifest> {
  if (existsSync(path.join(options.dataDir, 'postgres', 'cluster'))) {
    throw new Error(`${options.dataDir} already holds a database: restore into a new data folder.`);
  }
  const work = await mkdtemp(path.join(tmpdir(), 'tradeforge-restore-'));
  try {
    await tar.extract({ file: options.file, cwd: work });
    const manifest = JSON.parse(await readFile(path.join(work, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== 'tradeforge-backup/1')
      throw new Error(`${options.file} is not a Tradeforge backup.`);
    const known = readMigrationFiles({ migrationsFolder }).map((migration) => migration.hash);
    if (manifest.migrations.some((hash, index) => known[index] !== hash)) {
      throw new Error(
        'This backup comes from a different version of Tradeforge: restore it with that version.',
      );
    }
    await mkdir(options.dataDir, { recursive: true });
    // Creates the cluster, the database, the schema and the app role, as a first start would.
    await (await openDatabase({ dataDir: options.dataDir, log: quiet })).close();
    await loadTables(options.dataDir, work, manifest);
    if (existsSync(path.join(work, 'uploads'))) {
      await cp(path.join(work, 'uploads'), path.join(options.dataDir, 'uploads'), { recursive: true });
    }
    for (const name of KEPT_FILES) {
      const file = path.join(work, 'files', name);
      if (existsSync(file)) await cp(file, path.join(options.dataDir, name));
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function loadTables(dataDir: string, work: string, manifest: Manifest) {
  const connection = await connectToDataDir(dataDir);
  const client = new pg.Client({ connectionString: connection.url });
  try {
    await client.connect();
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    const names = manifest.tables.map((table) => `public.${client.escapeIdentifier(table.name)}`);
    await client.query(`truncate ${names.join(', ')}`);
    for (const table of manifest.tables) {
      const columns = table.columns.map((column) => client.escapeIdentifier(column)).join(', ');
      const target = client.query(
        copyFrom(`copy public.${client.escapeIdentifier(table.name)} (${columns}) from stdin`),
      );
      await pipeline(createReadStream(path.join(work, `${table.name}.copy`)), target);
    }
    // Serial and identity columns continue after the restored rows.
    const sequences = await client.query<{ table: string; column: string; sequence: string }>(
      `select c.relname as table, a.attname as column, s.relname as sequence
         from pg_depend d
         join pg_class s on s.oid = d.objid and s.relkind = 'S'
         join pg_class c on c.oid = d.refobjid
         join pg_attribute a on a.attrelid = c.oid and a.attnum = d.refobjsubid
         join pg_namespace n on n.oid = s.relnamespace and n.nspname = 'public'`,
    );
    for (const row of sequences.rows) {
      await client.query(
        `select setval($1::regclass, coalesce((select max(${client.escapeIdentifier(row.column)}) from public.${client.escapeIdentifier(row.table)}), 0) + 1, false)`,
        [`public.${client.escapeIdentifier(row.sequence)}`],
      );
    }
    await client.query('commit');
  } finally {
    await client.end().catch(() => {});
    await connection.close();
  }
}
