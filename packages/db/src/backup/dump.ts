import { createWriteStream, existsSync } from 'node:fs';
import { chmod, cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import * as tar from 'tar';
import { connectToDataDir } from './connect';

/** What a backup file holds besides the table data, read first by a restore. */
export interface Manifest {
  format: 'tradeforge-backup/1';
  createdAt: string;
  /** Hashes of the applied migrations, in order: a restore needs the same ones (or a newer code base). */
  migrations: string[];
  tables: { name: string; columns: string[]; rows: number }[];
}

/** Files of the data folder that belong with the database: signing keys are encrypted with secrets.key. */
export const KEPT_FILES = ['secrets.key', 'demo-login.txt'];

/**
 * Writes one `.tar.gz`: every table of the public schema as COPY text, all read in one REPEATABLE READ READ ONLY
 * transaction (one snapshot: the dump is consistent while the site keeps serving), the uploads folder and the data
 * folder's secret files. The embedded packages ship no pg_dump, hence COPY through node-postgres.
 */
export async function writeBackup(options: { dataDir: string; databaseUrl?: string; file: string }) {
  const work = await mkdtemp(path.join(tmpdir(), 'tradeforge-backup-'));
  const connection = await connectToDataDir(options.dataDir, options.databaseUrl);
  const client = new pg.Client({ connectionString: connection.url });
  try {
    await client.connect();
    await client.query('begin isolation level repeatable read read only');
    const migrations = await client.query<{ hash: string }>(
      'select hash from drizzle.__drizzle_migrations order by created_at, id',
    );
    const tables = await client.query<{ name: string; columns: string[] }>(
      `select c.table_name as name,
              array_agg(c.column_name::text order by c.ordinal_position) as columns
         from information_schema.columns c
         join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
        group by c.table_name order by c.table_name`,
    );
    const manifest: Manifest = {
      format: 'tradeforge-backup/1',
      createdAt: new Date().toISOString(),
      migrations: migrations.rows.map((row) => row.hash),
      tables: [],
    };
    for (const table of tables.rows) {
      const columns = table.columns.map((column) => client.escapeIdentifier(column)).join(', ');
      const copy = client.query(
        copyTo(`copy public.${client.escapeIdentifier(table.name)} (${columns}) to stdout`),
      );
      await pipeline(copy, createWriteStream(path.join(work, `${table.name}.copy`)));
      manifest.tables.push({ name: table.name, columns: table.columns, rows: copy.rowCount ?? 0 });
    }
    await client.query('commit');
    await writeFile(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const uploads = path.join(options.dataDir, 'uploads');
    if (existsSync(uploads)) await cp(uploads, path.join(work, 'uploads'), { recursive: true });
    for (const name of KEPT_FILES) {
      const file = path.join(options.dataDir, name);
      if (existsSync(file)) await cp(file, path.join(work, 'files', name));
    }
    await tar.create({ gzip: true, file: options.file, cwd: work, portable: true }, ['.']);
    // It holds password hashes and the key that decrypts the signing keys.
    await chmod(options.file, 0o600);
    return manifest;
  } finally {
    await client.end().catch(() => {});
    await connection.close();
    await rm(work, { recursive: true, force: true });
  }
}
