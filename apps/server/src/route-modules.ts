import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The build's chunk graph (`.vite/manifest.json`): each source module's chunk and the chunks it imports statically. */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * The links that fetch a server-rendered page's route modules (by file name under the web app's routes/) and the
 * chunks they import, for its head: the browser downloads them while it reads the HTML, instead of once the entry has
 * run and asked for them, and the entry's loader finds them on the page and adds no link of its own. They are
 * prefetches, not modulepreloads: a modulepreload is compiled as soon as it arrives, which on a fast connection comes
 * before the first paint (decision 0097). The entry's own chunks are left out (index.html links them), and so is a
 * module the build does not have.
 */
export function routeModuleLinks(webDist: string) {
  const file = path.join(webDist, '.vite', 'manifest.json');
  const manifest = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as Manifest;
  /** A chunk's key and every chunk it imports statically, each once. */
  const closure = (key: string, into = new Set<string>()) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const entryChunks = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, entryChunks);
  const linksByModule = new Map<string, string[]>();
  const linksOf = (module: string) => {
    let links = linksByModule.get(module);
    if (!links) {
      links = [...closure(`src/app/routes/${module}.tsx`)]
        .filter((key) => !entryChunks.has(key))
        .map((key) => `<link rel="prefetch" as="script" crossorigin href="/${manifest[key]!.file}" />`);
      linksByModule.set(module, links);
    }
    return links;
  };

  return (modules: string[]): string => [...new Set(modules.flatMap(linksOf))].join('\n    ');
}
