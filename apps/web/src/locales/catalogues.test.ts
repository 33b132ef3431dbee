import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePoFile } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every catalogue of a language: the shell's, the pages', each feature's (lingui.config.ts). */
function catalogues(locale: string): string[] {
  const features = readdirSync(path.join(src, 'features')).map((name) => `features/${name}/locales`);
  return ['locales', 'app/routes/locales', ...features]
    .map((folder) => path.join(src, folder, `${locale}.po`))
    .filter((file) => existsSync(file));
}

describe('the catalogues', () => {
  /*
   * A message's id is made from its English text (and context): the same text in two catalogues is one message at
   * run time, and whichever catalogue loads last would win. Each language translates it one way; a text that
   * needs two (a verb and a noun) gets a context.
   */
  it.each(['es', 'it', 'zh'])('translate each English message one way in %s', (locale) => {
    const translations = new Map<string, Map<string, string[]>>();
    for (const file of catalogues(locale)) {
      for (const item of parsePoFile(readFileSync(file, 'utf8')).items) {
        const key = item.msgctxt ? `${item.msgctxt} | ${item.msgid}` : item.msgid;
        const translation = item.msgstr.join(' | ');
        const seen = translations.get(key) ?? new Map<string, string[]>();
        seen.set(translation, [...(seen.get(translation) ?? []), path.relative(src, file)]);
        translations.set(key, seen);
      }
    }
    const differing = [...translations]
      .filter(([, seen]) => seen.size > 1)
      .map(([message, seen]) => ({ message, translations: Object.fromEntries(seen) }));
    expect(differing).toEqual([]);
  });
});
