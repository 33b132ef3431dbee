// `npm run backup [FILE]` and `npm run restore FILE [DATA_DIR]`: see the README's "Backups".
import path from 'node:path';
import { writeBackup } from './dump';
import { restoreBackup } from './restore';

const [command, ...args] = process.argv.slice(2);
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');

try {
  if (command === 'backup') {
    const file = path.resolve(args[0] ?? `tradeforge-backup-${stamp}.tar.gz`);
    const manifest = await writeBackup({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined, file });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backup written to ${file}: ${manifest.tables.length} tables, ${rows} rows, uploads included.`,
    );
  } else if (command === 'restore' && args[0]) {
    const target = path.resolve(args[1] ?? (process.env.DATA_DIR ? dataDir : `data-restored-${stamp}`));
    await restoreBackup({ file: path.resolve(args[0]), dataDir: target });
    console.log(`Restored into ${target}. Start the site on it with: DATA_DIR=${target} npm start`);
  } else {
    console.error('Usage: npm run backup [FILE] | npm run restore FILE [NEW_DATA_DIR]');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
