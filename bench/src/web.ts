/**
 * `npm run bench:web`: Lighthouse on the started site, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium;
 * no browser is downloaded), on the home page, a search, a business page and a product page, mobile and desktop.
 * Starts the built site (`npm run build` first) on a new data folder with the demo set, or measures BENCH_WEB_URL.
 * Prints the four category scores and FCP, LCP, TBT and CLS of each run, and their medians with BENCH_WEB_RUNS=N;
 * the medians (or the one run) go to docs/bench/web.md.
 * BENCH_WEB_FORMS=mobile measures one form factor; BENCH_WEB_SAVE=folder keeps each report's JSON.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { benchCommand } from './load';
import { count, writeReport } from './report';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function startSite(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_WEB_URL)
    return { url: process.env.BENCH_WEB_URL.replace(/\/$/, ''), stop: async () => {} };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tradeforge-bench-web-'));
  // Run as root, the embedded PostgreSQL runs as another user, who must reach its folder inside.
  await chmod(dataDir, 0o755);
  const port = 3900 + Math.floor(Math.random() * 90);
  const url = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: process.env.BENCH_WEB_VERBOSE ? 'inherit' : 'ignore',
  });
  let exited = false;
  server.once('exit', () => (exited = true));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error('The site stopped while starting (BENCH_WEB_VERBOSE=1 shows its output)');
    const ready = await fetch(`${url}/api/ready`)
      .then((answer) => answer.ok)
      .catch(() => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return {
    url,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The first address a sitemap file lists, as a path. */
async function firstListed(base: string, file: string) {
  const xml = await (await fetch(`${base}/sitemaps/${file}`)).text();
  const loc = /<loc>([^<]+)<\/loc>/.exec(xml)?.[1];
  if (!loc) throw new Error(`${file} lists nothing: load the demo data or some listings first`);
  return new URL(loc).pathname;
}

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 1);
const FORMS = (process.env.BENCH_WEB_FORMS ?? 'mobile,desktop').split(',') as ('mobile' | 'desktop')[];
/** Which of the four pages to measure (`BENCH_WEB_PAGES=business,product`); all by default. */
const PAGES = process.env.BENCH_WEB_PAGES?.split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Lighthouse's version and the browser's, from the last report. */
let tools = 'Lighthouse';

/** One Lighthouse run: the four category scores, FCP, LCP, TBT (ms) and CLS. */
async function measure(url: string, port: number, formFactor: 'mobile' | 'desktop') {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error' },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  const lhr = result!.lhr;
  tools = `Lighthouse ${lhr.lighthouseVersion}, ${/(?:HeadlessChrome|Chrome)\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? 'Chromium'}`;
  // A run Lighthouse could not finish (a timeout on a busy machine, a trace without its navigation) has no scores.
  if (lhr.runtimeError || lhr.categories.performance?.score == null) {
    console.log(`          failed run: ${lhr.runtimeError?.message ?? 'no performance score'}`);
    return undefined;
  }
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
    .map((audit) => audit.id);
  if (failing.length > 0 && process.env.BENCH_WEB_VERBOSE)
    console.log(`          failing: ${failing.join(', ')}`);
  if (process.env.BENCH_WEB_SAVE) {
    const name = `${formFactor}-${new URL(url).pathname.split('/')[1] || 'home'}-${Date.now()}.json`;
    await writeFile(path.join(process.env.BENCH_WEB_SAVE, name), JSON.stringify(lhr));
  }
  return [
    ...CATEGORIES.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100)),
    ...METRICS.map((audit) => Math.round(lhr.audits[audit]?.numericValue ?? 0)),
    lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
  ];
}

const row = (name: string, form: string, values: number[]) =>
  [
    name.padEnd(9),
    form.padEnd(7),
    ...values.slice(0, 4).map((value) => String(value).padStart(5)),
    ...values.slice(4, 7).map((value) => String(Math.round(value)).padStart(8)),
    values[7]!.toFixed(3).padStart(6),
  ].join(' ');

const site = await startSite();
const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const pages = {
    home: '/',
    search: '/search-result?business=MA&countries=global&search=industrial',
    business: await firstListed(site.url, 'businesses-1.xml'),
    product: await firstListed(site.url, 'products-1.xml'),
  };
  const header = 'page      form     perf  a11y  best   seo   FCP ms   LCP ms   TBT ms    CLS';
  console.log(`Lighthouse ${site.url} in ${chromePath}, ${RUNS} run(s) a page\n\n${header}`);
  const medians: string[] = [];
  const reported: (string | number)[][] = [];
  for (const formFactor of FORMS) {
    for (const [name, pagePath] of Object.entries(pages)) {
      if (PAGES && !PAGES.includes(name)) continue;
      const runs: number[][] = [];
      // A run Lighthouse could not finish is tried again, twice at most, so that a median is of RUNS runs.
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt += 1) {
        const values = await measure(`${site.url}${pagePath}`, chrome.port, formFactor);
        if (!values) continue;
        runs.push(values);
        console.log(row(name, formFactor, values));
      }
      if (runs.length === 0) continue;
      const middle = runs[0]!.map((_, index) => median(runs.map((values) => values[index]!)));
      medians.push(`${row(name, formFactor, middle)}  (${runs.length} runs)`);
      const each = runs.length > 1 ? ` (${runs.map((values) => values[0]).join(', ')})` : '';
      reported.push([
        name,
        formFactor,
        runs.length,
        `${middle[0]}${each}`,
        ...middle.slice(1, 4),
        ...middle.slice(4, 7).map(count),
        middle[7]!.toFixed(3),
      ]);
    }
  }
  if (RUNS > 1) console.log(`\nMedians of the finished runs\n\n${header}\n${medians.join('\n')}`);
  await writeReport({
    bench: 'web',
    title: 'Public pages (Lighthouse)',
    command: benchCommand('npm run bench:web'),
    scale: process.env.BENCH_WEB_URL
      ? 'the site at `BENCH_WEB_URL`'
      : 'the built site, the demo set on a new data folder',
    settings: `${RUNS} run(s) a page and form; ${tools}`,
    table: {
      columns: [
        { name: 'page' },
        { name: 'form' },
        ...['runs', 'perf', 'a11y', 'best practices', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'].map(
          (name) => ({
            name,
            right: true,
          }),
        ),
      ],
      rows: reported,
    },
    notes: [
      "Medians of the runs Lighthouse finished (perf: each run in brackets). Mobile is Lighthouse's simulated slow " +
        '4G with a 4x slower CPU; desktop its desktop settings. No baseline: the scores are absolute.',
    ],
  });
} finally {
  chrome.kill();
  await site.stop();
}
