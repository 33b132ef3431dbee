/**
 * `npm run bench:web`: Lighthouse on the started site, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium;
 * no browser is downloaded), on the home page, a search, a business page and a product page, mobile and desktop.
 * Starts the built site (`npm run build` first) on a new data folder with the demo set, or measures BENCH_WEB_URL.
 * Prints the four category scores and FCP, LCP, TBT and CLS of each run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function startSite(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_WEB_URL)
    return { url: process.env.BENCH_WEB_URL.replace(/\/$/, ''), stop: async () => {} };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tradeforge-bench-web-'));
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
    stdio: 'ignore',
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
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

const ms = (value: number | undefined) => (value === undefined ? '-' : `${Math.round(value)}`);

const site = await startSite();
const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const pages = {
    home: '/',
    search: '/search-result?business=MA&countries=global&search=industrial',
    business: await firstListed(site.url, 'businesses-1.xml'),
    product: await firstListed(site.url, 'products-1.xml'),
  };
  console.log(`Lighthouse ${site.url} in ${chromePath}\n`);
  console.log('page      form     perf  a11y  best   seo   FCP ms   LCP ms   TBT ms    CLS');
  for (const formFactor of ['mobile', 'desktop'] as const) {
    for (const [name, pagePath] of Object.entries(pages)) {
      const result = await lighthouse(
        `${site.url}${pagePath}`,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      const lhr = result!.lhr;
      const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const metric = (audit: string) => lhr.audits[audit]?.numericValue;
      console.log(
        [
          name.padEnd(9),
          formFactor.padEnd(7),
          ...['performance', 'accessibility', 'best-practices', 'seo'].map((c) =>
            String(score(c)).padStart(5),
          ),
          ms(metric('first-contentful-paint')).padStart(8),
          ms(metric('largest-contentful-paint')).padStart(8),
          ms(metric('total-blocking-time')).padStart(8),
          (metric('cumulative-layout-shift') ?? 0).toFixed(3).padStart(6),
        ].join(' '),
      );
      const failing = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id);
      if (failing.length > 0 && process.env.BENCH_WEB_VERBOSE)
        console.log(`          failing: ${failing.join(', ')}`);
    }
  }
} finally {
  chrome.kill();
  await site.stop();
}
