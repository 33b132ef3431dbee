import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeWritings, typedSearchText } from '@tradeforge/db';
import { createTestDatabase, type TestDatabase } from '@tradeforge/db/testing';
import { createQueryCompiler } from '../src/modules/search/compile';
import { parseQuery, plainWords, withoutCompoundParts } from '../src/modules/search/query-text';
import { findTextQuery } from '../src/modules/search/repository';
import { parseTsquery } from '../src/modules/search/memory/text-format';
import { recording, seededRandom, type Random } from './search-support';

/**
 * A text of words and spaces is compiled from its words' own queries, kept per word: the same tsquery, character for
 * character, as PostgreSQL compiles the whole text to (`tsQuery`), for every kind of word the parser tells apart.
 */

/**
 * Words of every kind: stems, stop words, numbers, letters and digits mixed, accents, other scripts, ligatures,
 * hyphenated words and an ampersand.
 */
const WORDS = [
  ...['pump', 'pumps', 'pumping', 'Hydraulic', 'stainless', 'STEEL', 'running', 'ran', 'flies', 'analyses'],
  ...['the', 'and', 'of', 'a', 'an', 'with', 'for', 'or', 'not', 'is'],
  ...['316', '2024', '3', '0', '007', 'm8', 'v2', '10mm', 'abc123def', '1e5', '2x4', 'x2y'],
  ...['café', 'Müller', 'naïve', 'straße', 'İstanbul', 'über', 'ÅLAND', 'ǅemal'],
  ...['日本', 'ελληνικά', 'москва', 'עברית', 'ｆｕｌｌ', 'ﬁber', '²', 'Ⅻ', '٣'],
  ...['pumpq', 'zzqv', 'hydr', 'pum', 'st', 'caf', 'th'],
  ...['low-noise', 'Heavy-Duty', 'state-of-the-art', 'x-ray', 'a-1', 'co-op', '316-l', 'the-end', '&'],
];

let database: TestDatabase;
/** A text of one to five of the words, in any case, with one or two spaces between and around them. */
function randomText(random: Random) {
  const words = Array.from({ length: random.int(1, 5) }, () => {
    const word = random.pick(WORDS);
    return random.chance(0.2) ? word.toUpperCase() : word;
  });
  const space = () => (random.chance(0.2) ? '  ' : ' ');
  return `${random.chance(0.1) ? ' ' : ''}${words.join(space())}${random.chance(0.1) ? ' ' : ''}`;
}

beforeAll(async () => {
  database = await createTestDatabase();
  // The lexemes of the words, and 40 that start with "pumpq": more than a prefix is expanded to.
  await database.db.execute(sql`
    insert into search_lexemes (lexeme)
    select unnest(tsvector_to_array(to_tsvector('english', ${WORDS.join(' ')})))
    union select 'pumpq' || n from generate_series(10, 49) n
    on conflict do nothing
  `);
});

afterAll(async () => {
  await database?.close();
});

/** The text's query as PostgreSQL compiles it whole. */
const wholeQuery = async (text: string) =>
  withoutCompoundParts(await findTextQuery(database.db, parseQuery(text)!));

describe('compiling a text of plain words', () => {
  it('gives the tsquery PostgreSQL gives the whole text, and asks nothing for known words', async () => {
    const random = seededRandom(20261126);
    const { db, statements } = recording(database.db);
    const compiler = createQueryCompiler(db, async () => 1);
    const texts = Array.from({ length: 600 }, () => randomText(random)).filter((text) => parseQuery(text));
    // All are joined from their words but those that end with a hyphenated word or "&" (no prefix) and those with
    // "or" before the last word (websearch syntax). A model number ("a-1") is one word ("a1": `typedSearchText`), and
    // "İ" is an "I" (accents are folded).
    const plain = texts.filter((text) => plainWords(parseQuery(text)!));
    const expected = texts.filter((text) => {
      const typed = typedSearchText(text).trim().toLowerCase().split(/ +/);
      return /^[\p{L}\p{N}]+$/u.test(typed.at(-1)!) && !typed.slice(0, -1).includes('or');
    });
    expect(plain).toEqual(expected);
    expect(plain.length).toBeGreaterThan(400);

    // A code typed in plain words is also searched as it may be written otherwise (see the test below).
    const hasCode = (text: string) => {
      const words = plainWords(parseQuery(text)!);
      return (
        words !== null && codeWritings([...words.whole, words.prefix]).some((group) => group.others.length)
      );
    };
    const compared = texts.filter((text) => !hasCode(text));
    expect(compared.filter((text) => plainWords(parseQuery(text)!)).length).toBeGreaterThan(150);
    const differences: { text: string; joined: string; whole: string }[] = [];
    for (const text of compared) {
      const joined = (await compiler.compile(text, 'products', true))?.all ?? '';
      const whole = await wholeQuery(text);
      if (joined !== whole) differences.push({ text, joined, whole });
    }
    expect(differences).toEqual([]);
    expect(statements.length).toBeLessThan(compared.length / 2);

    // Texts not seen before, of words seen before (as whole words, and as last words): no statement.
    statements.length = 0;
    const words = plain
      .filter((text) => compared.includes(text))
      .map((text) => text.trim().toLowerCase().split(/ +/));
    const whole = [...new Set(words.flatMap((typed) => typed.slice(0, -1)))];
    const last = [...new Set(words.map((typed) => typed.at(-1)!))];
    const fresh = Array.from(
      { length: 30 },
      (_, at) => `${whole[at]} ${whole[at + 1]} ${last[at % last.length]}`,
    );
    // A code's words joined for the first time ("ip 67": 'ip67') are new words.
    const known = fresh.filter((text) => !texts.includes(text) && !hasCode(text));
    expect(known.length).toBeGreaterThan(10);
    for (const text of known) await compiler.compile(text, 'products', true);
    expect(statements).toEqual([]);
  });

  it('searches a code typed in plain words either way it may be written', async () => {
    const compiler = createQueryCompiler(database.db, async () => 1);
    const compiled = async (text: string) => {
      const query = (await compiler.compile(text, 'products', true))!;
      return { all: query.all, words: query.index.words };
    };
    const parsed = (texts: string[]) => texts.map((text) => parseTsquery(text));
    // Written apart or joined ("IP 67", "IP67"); each word of it also matches the joined code in a partial answer.
    expect(await compiled('ip 67 stainless')).toEqual({
      all: "( 'ip' & '67' | 'ip67' ) & 'stainless'",
      words: parsed(["'ip' | 'ip67'", "'67' | 'ip67'", "'stainless'"]),
    });
    // A word of digits between two of letters may belong to either.
    expect((await compiled('pump 24 v stainless')).all).toBe(
      "( 'pump' & '24' & 'v' | 'pump' & '24v' | 'pump24' & 'v' ) & 'stainless'",
    );
    // Typed joined (the last word as a prefix), written apart.
    expect(await compiled('steel 24v')).toEqual({
      all: "'steel' & ( '24v':* | '24' & 'v' )",
      words: parsed(["'steel'", "'24v':* | '24' & 'v'"]),
    });
    // A split with a stop word is not searched: "s7" is not "7" ("s" is one), where "m12" is also "m" and "12".
    expect((await compiled('s7 steel')).all).toBe("'s7' & 'steel'");
    expect((await compiled('m12 steel')).all).toBe("( 'm12' | 'm' & '12' ) & 'steel'");
  });

  it('compiles any other text whole, as before', async () => {
    const compiler = createQueryCompiler(database.db, async () => 1);
    const texts = [
      'heavy-duty',
      'pumps heavy-duty',
      '"stainless steel" pumps',
      'pumps -steel',
      'pumps or valves',
      'OR pumps',
      'pumps, valves',
      'pump.',
      '316L/304',
      'a.b.c pumps',
    ];
    for (const text of texts) {
      expect(plainWords(parseQuery(text)!), text).toBeNull();
      expect((await compiler.compile(text, 'products', true))?.all ?? '', text).toBe(await wholeQuery(text));
    }
  });
});
