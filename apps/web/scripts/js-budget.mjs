// The JavaScript a first visit to each public route loads, gzipped: the entry with everything it imports
// statically, plus the route's own module and its static imports (what the browser fetches before the page is
// interactive). Fails when a route passes the budget. Reads the chunk graph of dist/.vite/manifest.json. Beside it,
// the messages the page loads before it renders (the shell's and the route's catalogue, in the language whose
// files are largest): JSON, not script, so under a budget of their own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const MESSAGES_BUDGET_KB = 15;
const dist = path.resolve(process.argv[2] ?? 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const catalogs = JSON.parse(readFileSync(path.join(dist, '.vite', 'i18n-manifest.json'), 'utf8'));
const ROUTES = [
  'home',
  'industries',
  'search-result',
  'business',
  'business-product',
  'public-profile',
  'about-us',
  'tip',
  'membership',
  'contact-us',
];

const gzipped = new Map();
const sizeOf = (file) => {
  if (!gzipped.has(file))
    gzipped.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
};

function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  (chunk.imports ?? []).forEach((imported) => collect(imported, files));
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = collect(entryKey);
let over = false;
for (const route of ROUTES) {
  const files = collect(`src/app/routes/${route}.tsx`, new Set(entryFiles));
  const kb = [...files].reduce((sum, file) => sum + sizeOf(file), 0) / 1024;
  const messagesKb =
    Math.max(
      ...Object.values(catalogs).map((files) =>
        [files.shell, files[route]].filter(Boolean).reduce((sum, url) => sum + sizeOf(url.slice(1)), 0),
      ),
    ) / 1024;
  over ||= kb > BUDGET_KB || messagesKb > MESSAGES_BUDGET_KB;
  console.log(
    `${route.padEnd(18)} ${kb.toFixed(1).padStart(6)} KB gzipped${kb > BUDGET_KB ? '  OVER BUDGET' : ''}, messages ${messagesKb.toFixed(1)} KB${messagesKb > MESSAGES_BUDGET_KB ? '  OVER BUDGET' : ''}`,
  );
}
if (over) {
  console.error(
    `A public route loads more than ${BUDGET_KB} KB of gzipped JavaScript or ${MESSAGES_BUDGET_KB} KB of messages at first visit.`,
  );
  process.exit(1);
}
