import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

type Compiled = ReturnType<typeof compileMessage>;
type Messages = Record<string, Compiled>;

/** The module the server renderer and the tests import: every language's messages, compiled. */
export const ALL_MESSAGES_ID = 'virtual:i18n-messages';
const RESOLVED_ALL = `\0${ALL_MESSAGES_ID}`;
/** Where the build writes which file holds which route's messages in each language (read by the host). */
export const MANIFEST_FILE = '.vite/i18n-manifest.json';
/** The catalogue of what every page shows: the layout, and what the entry loads after hydration. */
export const SHELL = 'shell';
/** The catalogue of the industry, category and sub-category names, which every page's header menu shows. */
export const TAXONOMY = 'taxonomy';
/** The translations of those names, kept with the taxonomy, by English name (the API serves the English ones). */
const taxonomyFile = (locale: string) =>
  path.resolve(import.meta.dirname, '../../../packages/db/src/reference/taxonomy-names', `${locale}.json`);
const ROUTE_MODULE = /[\\/]src[\\/]app[\\/]routes[\\/]([\w-]+)\.tsx$/;
// Message ids are six characters of a hash of the message in base64 or base64url (Lingui's generated ids).
const QUOTED_ID = /["'`]([\w+/-]{6})["'`]/g;

/** Every catalogue compiled and merged per language, untranslated messages falling back to English. */
async function compileAll(config: LinguiConfigNormalized): Promise<Record<string, Messages>> {
  const catalogs = await getCatalogs(config);
  const all: Record<string, Messages> = {};
  for (const locale of config.locales) {
    const messages: Messages = {};
    for (const catalog of catalogs) {
      const { messages: translations } = await catalog.getTranslations(locale, {
        sourceLocale: config.sourceLocale,
        fallbackLocales: config.fallbackLocales,
      });
      for (const [id, message] of Object.entries(translations)) messages[id] = compileMessage(message ?? '');
    }
    if (locale !== config.sourceLocale) {
      const names = JSON.parse(readFileSync(taxonomyFile(locale), 'utf8')) as Record<string, string>;
      for (const [english, name] of Object.entries(names))
        messages[`${TAXONOMY}:${english}`] = compileMessage(name);
    }
    all[locale] = messages;
  }
  return all;
}

/** The chunks a chunk brings, statically or later, without crossing into the chunks in `stop`. */
function closure(start: OutputChunk, bundle: OutputBundle, stop: Set<string>): OutputChunk[] {
  const seen = new Set<string>();
  const found: OutputChunk[] = [];
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    found.push(chunk);
    for (const file of [...chunk.imports, ...chunk.dynamicImports]) {
      const next = bundle[file];
      if (next?.type === 'chunk' && !stop.has(file)) visit(next);
    }
  };
  visit(start);
  return found;
}

const idsIn = (chunks: OutputChunk[], known: Messages) => {
  const ids = new Set<string>();
  for (const chunk of chunks)
    for (const [, id] of chunk.code.matchAll(QUOTED_ID)) if (id! in known) ids.add(id!);
  return ids;
};

/**
 * Lingui's catalogues for this app: the compiled messages of every language for the server renderer and the tests
 * (`virtual:i18n-messages`), and for the browser one small JSON file per language and route with only the messages
 * that route's code uses (plus `shell`, what every page shows, and `taxonomy`, the reference names in the languages
 * other than English), so a page loads the texts it shows and no other language's. In development the browser reads a language's whole catalogue at `/@i18n/<locale>.json`.
 */
export function i18nCatalogs(): Plugin {
  const config = getConfig({ cwd: path.resolve(import.meta.dirname, '..') });
  let ssr = false;
  return {
    name: 'tradeforge-i18n-catalogs',
    configResolved(resolved) {
      ssr = Boolean(resolved.build.ssr);
    },
    resolveId: (id) => (id === ALL_MESSAGES_ID ? RESOLVED_ALL : undefined),
    async load(id) {
      if (id !== RESOLVED_ALL) return;
      // Rebuilt when a catalogue changes (one not written yet by `lingui extract` has nothing to watch).
      for (const locale of config.locales) {
        for (const catalog of await getCatalogs(config))
          if (existsSync(catalog.getFilename(locale))) this.addWatchFile(catalog.getFilename(locale));
        if (locale !== config.sourceLocale) this.addWatchFile(taxonomyFile(locale));
      }
      return `export default ${JSON.stringify(await compileAll(config))};`;
    },
    configureServer(server) {
      server.middlewares.use('/@i18n', (request, response, next) => {
        const locale = /^\/([a-z]{2})\.json$/.exec(request.url ?? '')?.[1];
        if (!locale || !config.locales.includes(locale)) return next();
        void compileAll(config).then((all) => {
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify(all[locale]));
        }, next);
      });
    },
    async generateBundle(_options, bundle) {
      if (ssr) return;
      const all = await compileAll(config);
      const known = all[config.sourceLocale]!;
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const routes = new Map<string, OutputChunk>();
      for (const chunk of chunks) {
        const name = chunk.facadeModuleId && ROUTE_MODULE.exec(chunk.facadeModuleId)?.[1];
        if (name) routes.set(name, chunk);
      }
      const routeFiles = new Set([...routes.values()].map((chunk) => chunk.fileName));
      const shellChunks = chunks
        .filter((chunk) => chunk.isEntry)
        .flatMap((entry) => closure(entry, bundle, routeFiles));
      const shellIds = idsIn(shellChunks, known);
      const shellFiles = new Set(shellChunks.map((chunk) => chunk.fileName));
      const parts = new Map<string, Set<string>>([[SHELL, shellIds]]);
      for (const [name, chunk] of routes) {
        const stop = new Set([...routeFiles, ...shellFiles].filter((file) => file !== chunk.fileName));
        const ids = idsIn(closure(chunk, bundle, stop), known);
        for (const id of shellIds) ids.delete(id);
        parts.set(name, ids);
      }

      const manifest: Record<string, Record<string, string>> = {};
      for (const locale of config.locales) {
        manifest[locale] = {};
        const emit = (name: string, subset: Record<string, Compiled | undefined>) => {
          const source = JSON.stringify(subset);
          const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
          const fileName = `assets/i18n/${locale}/${name}-${hash}.json`;
          this.emitFile({ type: 'asset', fileName, source });
          manifest[locale]![name] = `/${fileName}`;
        };
        for (const [name, ids] of parts)
          if (ids.size > 0)
            emit(name, Object.fromEntries([...ids].sort().map((id) => [id, all[locale]![id]])));
        // English pages show the API's names as they come; the others load theirs with the shell.
        const names = Object.entries(all[locale]!).filter(([id]) => id.startsWith(`${TAXONOMY}:`));
        if (names.length > 0) emit(TAXONOMY, Object.fromEntries(names));
      }
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: JSON.stringify(manifest) });
    },
  };
}
