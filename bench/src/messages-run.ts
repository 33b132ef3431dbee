/**
 * `npm run bench:messages`: the message benchmark alone, on its own embedded database (data/bench-messages, or
 * BENCH_DATABASE_URL): BENCH_STREAMS event streams (1,000) on one API instance, BENCH_CONNECTIONS senders (10) for
 * BENCH_DURATION seconds (10).
 */
import { startBenchApi } from './bench-api';
import { benchCommand, CONNECTIONS, DURATION_SECONDS } from './load';
import { benchMessages, writeMessagesReport } from './messages';

const { config, database, privateKey, base, close } = await startBenchApi(
  'bench-messages',
  { MESSAGE_JOBS_INTERVAL_SECONDS: '0', INQUIRY_LIMIT_PER_HOUR: '100000', INQUIRY_LIMIT_PER_DAY: '100000' },
  12,
);

const streams = Number(process.env.BENCH_STREAMS ?? 1000);
console.log(`Messages: ${streams} streams, ${CONNECTIONS} senders, ${DURATION_SECONDS} s`);
const figures = await benchMessages({
  base,
  database,
  signingKey: privateKey,
  issuer: config.tokenIssuer,
  audience: config.tokenAudience,
  streams,
  seconds: DURATION_SECONDS,
  concurrency: CONNECTIONS,
  log: console.log,
});
await close();
await writeMessagesReport(figures, {
  command: benchCommand('npm run bench:messages --workspace bench'),
  scale: `its own database; ${Math.floor(streams / 2)} buyers and as many supplier owners, one thread per pair`,
});
