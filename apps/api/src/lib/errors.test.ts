import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { SITE_LOCALES } from '@tradeforge/contracts';
import type { Localized } from '@tradeforge/i18n';
import { describe, expect, it } from 'vitest';
import { AppError, invalidField, verbatim } from './app-error';
import { commonErrors } from './errors';

type ErrorTexts = { keys: Set<string>; text: (key: never, values?: Record<string, unknown>) => Localized };

/** Every module's error texts: the `errors.ts` beside the code that throws them, and the plugins'. */
const source = path.resolve(import.meta.dirname, '..');
const files = (await readdir(source, { recursive: true }))
  .filter((file) => file.endsWith('/errors.ts') || file === 'plugins/validation-messages.ts')
  .sort();
const modules = Object.fromEntries(
  await Promise.all(files.map(async (file) => [file, await import(path.join(source, file))] as const)),
);
const tables = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports as Record<string, unknown>)
    .filter(([, value]) => typeof value === 'object' && value !== null && 'keys' in value && 'text' in value)
    .map(([name, value]) => ({ name: `${file} ${name}`, table: value as ErrorTexts })),
);
/** Any value a message asks for: 1 picks a plural's `one` and a select's `other`. */
const anyValues = new Proxy({}, { get: () => 1 });

describe("the API's error texts", () => {
  it('are found in every module that declares them', () => {
    expect(tables.length).toBeGreaterThan(20);
  });

  it('read in every language with their values in and no placeholder left over', () => {
    for (const { name, table } of tables)
      for (const key of table.keys)
        for (const locale of SITE_LOCALES) {
          const text = table.text(key as never, anyValues)(locale);
          expect(text, `${name} ${key} ${locale}`).not.toMatch(/[{}]|^$/);
          if (locale !== 'en')
            expect(text, `${name} ${key} ${locale} is translated`).not.toBe(
              table.text(key as never, anyValues)('en'),
            );
        }
  });

  it("keep an apostrophe around a value in English (ICU's quoting)", () => {
    const reference = tables.find(({ table }) => table.keys.has('noCountry'))!.table;
    const noCountry = reference.text('noCountry' as never, { code: 'XX' });
    expect(noCountry('en')).toBe("There is no country with code 'XX'.");
    expect(noCountry('es')).toBe('No existe ningún país con el código «XX».');
  });

  it('name the kind of thing in the words and grammar of each language', () => {
    expect(commonErrors.text('gone', { what: 'product' })('en')).toBe(
      'This product does not exist or was removed.',
    );
    expect(commonErrors.text('gone', { what: 'post' })('es')).toBe(
      'Esta publicación no existe o fue eliminada.',
    );
    expect(commonErrors.text('noSuchId', { what: 'comment' })('zh')).toBe('没有该 ID 对应的评论。');
  });
});

describe('AppError', () => {
  it('keeps its English as the message for logs and reads its text and details in a language', () => {
    const error = invalidField('video', commonErrors.text('videoUrl'));
    expect(error.message).toBe(
      'video: paste a YouTube link, e.g. https://www.youtube.com/watch?v=XXXXXXXXXXX.',
    );
    expect(error.in('it')).toEqual({
      message: 'video: incolla un link di YouTube, ad es. https://www.youtube.com/watch?v=XXXXXXXXXXX.',
      details: [
        {
          path: '/video',
          message: 'video: incolla un link di YouTube, ad es. https://www.youtube.com/watch?v=XXXXXXXXXXX.',
        },
      ],
    });
  });

  it('is built from a translatable text only; a plain string is a type error', () => {
    // @ts-expect-error: an English-only text does not type-check (use a module's `errors.text(...)`).
    expect(() => new AppError('NotFound', 'Nothing here.')).toThrow(TypeError);
    expect(new AppError('CardError', verbatim('Declined by the issuer.')).in('zh').message).toBe(
      'Declined by the issuer.',
    );
  });
});
