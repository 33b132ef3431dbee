/**
 * `node --expose-gc --import tsx src/new-texts.ts [count] [seed] [products|businesses]`: product (or business) searches with texts no search has asked for before (a modifier
 * and a sub-category, as in the "new text each time" load), one after the other on the benchmark's database, with
 * the time of each and of its statements by kind. Shows which texts make the tail of that load, and why.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiServices, loadApiConfig } from '@tradeforge/api';
import { openDatabase } from '@tradeforge/db';
import { createRandom, leaves, MODIFIERS } from './corpus';

const count = Number(process.argv[2] ?? 300);
const random = createRandom(Number(process.argv[3] ?? 7));
const businesses = process.argv[4] === 'businesses';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir: path.join(root, 'data', process.env.BENCH_SCALE === 'small' ? 'bench-small' : 'bench'),
  log: { info() {}, warn() {}, error() {} },
});

/** What a statement of a search does, told from its text. */
const kindOf = (text: string) =>
  /pg_current_snapshot/.test(text)
    ? 'index catch-up'
    : /^select products::text as generation/.test(text)
      ? 'generation'
      : /search_words/.test(text)
        ? 'typo check'
        : /as tsquery|as english/.test(text)
          ? 'compile'
          : /and not \(/.test(text)
            ? 'rank others'
            : /<> 'standard'/.test(text)
              ? 'rank paid'
              : /string_agg\(c\.id/.test(text)
                ? 'rank all'
                : 'page';
let statements: { kind: string; ms: number }[] = [];
const pool = database.pool;
const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
(pool as { query: unknown }).query = async (...args: unknown[]) => {
  const started = performance.now();
  const result = await query(...args);
  const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
  statements.push({ kind: kindOf(text), ms: performance.now() - started });
  return result;
};

const config = loadApiConfig({
  LOG_LEVEL: 'silent',
  DATA_DIR: path.join(root, 'data'),
  SEARCH_MEMORY_INDEX: 'at-start',
  // Only the statements of search are measured: no counter writes search appearances.
  INSIGHTS_FLUSH_MS: '0',
});
const services = createApiServices(config, database.db, { info() {}, error: console.error });
const search = services.search;
const index = search.startMemoryIndexes({ info: console.log, error: console.error });
await index.loaded;
// What the indexes keep, not the garbage of loading them (run with --expose-gc).
const collect = (globalThis as { gc?: () => void }).gc;
collect?.();
collect?.();
const megabytes = (bytes: number) => Math.round(bytes / 2 ** 20);
const printMemory = (when: string) => {
  const memory = process.memoryUsage();
  // maxRSS is in kilobytes: the peak of the whole run so far, loading included.
  console.log(
    `process memory ${when}: rss ${megabytes(memory.rss)} MB (peak ${megabytes(process.resourceUsage().maxRSS * 1024)} MB), heap ${megabytes(memory.heapUsed)} MB of ${megabytes(memory.heapTotal)} MB, array buffers ${megabytes(memory.arrayBuffers)} MB, external ${megabytes(memory.external)} MB`,
  );
};
printMemory('with the indexes loaded');
const runs: { text: string; ms: number; total: number; statements: typeof statements }[] = [];
for (let i = 0; i < count; i++) {
  const text = `${random.pick(MODIFIERS)} ${random.pick(leaves).subCategoryName}`;
  statements = [];
  const started = performance.now();
  const result = businesses
    ? await search.searchBusinesses({ textQuery: text, businessType: 'MA', skip: 0, size: 5 })
    : await search.searchProducts({ textQuery: text, skip: 0, size: 5 });
  const ms = performance.now() - started;
  // What the process itself spent: compiling, ranking in memory, mapping rows (the statements' time aside).
  statements.push({
    kind: 'in process',
    ms: ms - statements.reduce((sum, statement) => sum + statement.ms, 0),
  });
  runs.push({ text, ms, total: result.total_results, statements });
}
printMemory(`after ${count} searches`);
index.stop();
await services.close();
await database.close();

const times = runs.map((run) => run.ms).sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
const mean = (values: number[]) => (values.reduce((sum, value) => sum + value, 0) / count).toFixed(2);
console.log(`${count} texts: median ${at(0.5)} ms, 90th percentile ${at(0.9)} ms, mean ${mean(times)} ms`);
const kinds = [...new Set(runs.flatMap((run) => run.statements.map((statement) => statement.kind)))];
console.log(
  `mean per text by statement: ${kinds
    .map((kind) => {
      const spent = runs.flatMap((run) => run.statements.filter((s) => s.kind === kind).map((s) => s.ms));
      return kind === 'in process'
        ? `${kind} ${mean(spent)} ms`
        : `${kind} ${mean(spent)} ms (${(spent.length / count).toFixed(2)} statements)`;
    })
    .join(', ')}`,
);
console.log('slowest:');
for (const run of runs.sort((a, b) => b.ms - a.ms).slice(0, 10))
  console.log(
    `  ${run.ms.toFixed(1)} ms  "${run.text}" (${run.total} results): ${run.statements
      .map((statement) => `${statement.kind} ${statement.ms.toFixed(1)}`)
      .join(', ')}`,
  );
