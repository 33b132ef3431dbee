import autocannon from 'autocannon';
import { count, type Table } from './report';

export interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
}

export const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/**
 * Seconds each load runs unmeasured first, as the measured part then runs: the API's code compiled by the JIT and
 * its word caches holding the words it has met, as in a server that has been serving. BENCH_WARMUP=0 measures from
 * the first request.
 */
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 2);

/**
 * HTTP load with autocannon, after WARMUP_SECONDS of the same requests; any non-2xx answer or socket error fails
 * the run. `body` is the same for every request, or made anew for each one.
 */
export async function loadHttp(
  name: string,
  url: string,
  request: {
    method?: 'GET' | 'POST';
    body?: object | (() => object);
    headers?: Record<string, string>;
    /** A new path (with query) for each request. */
    path?: () => string;
  } = {},
): Promise<Figures> {
  const { body, path } = request;
  // Each request as from its own visitor (a header only, read through TRUST_PROXY): the per-address search limit
  // then counts as it would for many visitors, not all on one row.
  let visitor = 0;
  const from = () => {
    visitor = (visitor + 1) % 65_000;
    return { 'x-forwarded-for': `198.18.${visitor >> 8}.${visitor & 255}` };
  };
  const result = await autocannon({
    url,
    method: request.method ?? 'GET',
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...request.headers },
    requests: [
      {
        setupRequest: (next) => ({
          ...next,
          headers: { ...next.headers, ...from() },
          ...(typeof body === 'function' ? { body: JSON.stringify(body()) } : {}),
          ...(path ? { path: path() } : {}),
        }),
      },
    ],
    ...(typeof body === 'function' ? {} : { body: body ? JSON.stringify(body) : undefined }),
    ...(WARMUP_SECONDS > 0 ? { warmup: { connections: CONNECTIONS, duration: WARMUP_SECONDS } } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * The same number of concurrent callers as the HTTP load, each running `work` back to back for the same time,
 * after WARMUP_SECONDS unmeasured; `work` is told which caller runs it (0 to CONNECTIONS - 1), for loads where each
 * caller acts as its own user.
 */
export async function loadFunction(
  name: string,
  work: (caller: number) => Promise<unknown>,
): Promise<Figures> {
  const callers = async (seconds: number, latencies: number[]) => {
    const deadline = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, caller) => {
        while (performance.now() < deadline) {
          const started = performance.now();
          await work(caller);
          latencies.push(performance.now() - started);
        }
      }),
    );
  };
  if (WARMUP_SECONDS > 0) await callers(WARMUP_SECONDS, []);
  const latencies: number[] = [];
  await callers(DURATION_SECONDS, latencies);
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! * 10) / 10;
  return { name, rps: latencies.length / DURATION_SECONDS, p50: at(0.5), p99: at(0.99) };
}

/**
 * The figures of some loads as a table, with one ratio column per baseline (each row's req/s over the baseline's,
 * measured in the same run).
 */
export function figuresTable(rows: Figures[], baselines: Figures[]): Table {
  return {
    columns: [
      { name: 'load' },
      { name: 'req/s', right: true },
      { name: 'p50 ms', right: true },
      { name: 'p99 ms', right: true },
      ...baselines.map((baseline) => ({ name: `vs ${shortName(baseline.name)}`, right: true })),
    ],
    rows: rows.map((row) => [
      row.name,
      count(row.rps),
      row.p50,
      row.p99,
      ...baselines.map((baseline) => (row.rps / baseline.rps).toFixed(2)),
    ]),
  };
}

/** "static JSON (baseline)" -> "static JSON"; "raw SQL: a page of business cards" -> "raw SQL". */
const shortName = (name: string) => name.replace(/ \(baseline\)$/, '').replace(/:.*$/, '');

/** The settings of the loads, for a report. */
export const loadSettings = () =>
  `${CONNECTIONS} connections, ${DURATION_SECONDS} s each ` +
  (WARMUP_SECONDS > 0
    ? `after ${WARMUP_SECONDS} s of the same requests unmeasured`
    : 'measured from the first request');

/**
 * The command that ran a bench as it could be typed again: the `BENCH_*` variables set, then the script (a database
 * URL, which may hold a password, is only said to be set).
 */
export function benchCommand(script: string) {
  const settings = Object.entries(process.env)
    .filter(([name]) => name.startsWith('BENCH_'))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value = '']) => {
      if (name === 'BENCH_DATABASE_URL') return `${name}=...`;
      return `${name}=${/^[\w.,:/@=+-]+$/.test(value) ? value : JSON.stringify(value)}`;
    });
  return [...settings, script].join(' ');
}
