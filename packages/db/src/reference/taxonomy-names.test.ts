import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { industries } from './industries';

/** The names the web app shows in each language (`taxonomy-names/<locale>.json`, read by its build). */
const namesIn = (locale: string) =>
  JSON.parse(readFileSync(new URL(`./taxonomy-names/${locale}.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;

const texts = new Set(
  industries.flatMap((industry) => [
    industry.name,
    industry.description,
    ...industry.categories.flatMap((category) => [
      category.name,
      ...category.subCategories.map((sub) => sub.name),
    ]),
  ]),
);

describe('the taxonomy in each language', () => {
  it.each(['es', 'it', 'zh'])(
    'names every industry, category and sub-category in %s, and nothing else',
    (locale) => {
      const names = namesIn(locale);
      expect([...texts].filter((text) => !names[text]?.trim())).toEqual([]);
      expect(Object.keys(names).filter((text) => !texts.has(text))).toEqual([]);
    },
  );
});
