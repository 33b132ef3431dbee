/**
 * Search's ranking policy, declared once: how relevant a row is to a text, and what else orders the results. Every
 * kind of search (businesses, products, people) is ranked by it, in this process's search indexes
 * (memory/index-ranking.ts); facet counts, the other kinds' counts and saved searches' checks match as it does.
 *
 * Relevance is BM25 over weighted fields: each typed word's weight in a row grows with how often it appears in each
 * field, normalized by the field's length and saturating (a word said ten times is not ten times as relevant),
 * weighted by the field (the name most), and multiplied by the word's rarity in the table (IDF: "hydraulic" tells
 * more than "industrial"). A row's score
 * is the sum over the words, raised when the words stand together in the order typed (a phrase), then raised a
 * little for a paid tier and a verified badge: memberships promise priority among comparable matches, not a weak
 * match over a strong one. Ties go to the newest row.
 *
 * A text whose words no row has all of answers the rows with some of them, those with most words first (`coverage`).
 */

/**
 * The fields of a search vector, by the weight letter PostgreSQL keeps with each position (D=0, C=1, B=2, A=3),
 * as the vector functions of migrations 0033 and 0035 write them:
 * - businesses: A company name, B categories and industry, C what its products are, D its descriptions, city and
 *   state;
 * - products: A name, B keywords and taxonomy, C description and specifications;
 * - people: A name, B company and profession, C brief presentation, city and state.
 */
export const FIELD_WEIGHTS: readonly number[] = [/* D */ 0.4, /* C */ 1, /* B */ 2.5, /* A */ 6];

/** BM25's saturation: how soon more occurrences of a word stop adding relevance. */
export const K1 = 1.6;
/** BM25's length normalization per field: a word in a short name counts more than in a long one. */
export const LENGTH_NORMALIZATION = 0.75;

/**
 * A word the index has that only starts with the last word typed ("pumpkin" while "pump" is typed) is a guess at
 * what is being typed: it counts this much of a word matched whole.
 */
export const PREFIX_EXTENSION_WEIGHT = 0.4;

/**
 * A row where the typed words stand next to each other, in order, scores this much more (0.5: half again); where
 * one other word stands between each two ("hydraulic gear pump" for "hydraulic pump"; "pump for water": stop words
 * keep their place), half as much more.
 */
export const PHRASE_BOOST = 0.5;

/**
 * A row whose name ends with the last word typed (codes aside) scores this much more: in what buyers type the last
 * word names the thing, and so does a name's last word, so for "industrial robots" a row named "Industrial Delta
 * Robots" is a robot and one named "Industrial Robot Controllers" is not.
 */
export const HEAD_BOOST = 0.25;

/** How far apart two words may be in a row and still count as near each other. */
export const PHRASE_GAP = 2;

/**
 * What a membership tier adds to a row's score, as a share of it: enough to order equal matches, less than a word
 * in the name rather than in the categories.
 */
export const TIER_BOOST: Readonly<Record<string, number>> = {
  standard: 0,
  gold: 0.03,
  premium: 0.05,
  platinum: 0.07,
};

/** What the verified badge adds to a row's score, as a share of it. */
export const VERIFIED_BOOST = 0.03;

/**
 * When no row has every word, the last word typed counts this much more than the others among rows with as many
 * words: in what buyers type the last word names the thing ("centrifugal pump" is a pump, not a centrifuge).
 */
export const HEAD_WORD_WEIGHT = 1.5;

/** The least rarity a word has: a word in every row still counts for the rows that have it. */
const LEAST_RARITY = 0.01;

/** A word's rarity in a table of `rows` rows, `withWord` of which have it (BM25's IDF). */
export function rarity(withWord: number, rows: number): number {
  const found = Math.min(withWord, rows);
  return Math.max(LEAST_RARITY, Math.log(1 + (rows - found + 0.5) / (found + 0.5)));
}

/**
 * The weight of one word in one row: in each field, its occurrences (`counts`, by weight letter) normalized by the
 * field's length in the row (`lengths` from `offset`) against the table's average and saturated, times the field's
 * weight; summed over the fields. Saturating each field on its own (rather than their weighted sum, as BM25F does)
 * keeps a word in the name worth more than the same word said twice in the categories.
 */
export function wordWeight(
  counts: ArrayLike<number>,
  lengths: ArrayLike<number>,
  offset: number,
  averageLengths: ArrayLike<number>,
): number {
  let weight = 0;
  for (let field = 0; field < 4; field++) {
    const count = counts[field]!;
    if (count === 0) continue;
    const average = averageLengths[field]! || 1;
    const norm = 1 - LENGTH_NORMALIZATION + (LENGTH_NORMALIZATION * lengths[offset + field]!) / average;
    const frequency = count / norm;
    weight += (FIELD_WEIGHTS[field]! * frequency * (K1 + 1)) / (K1 + frequency);
  }
  return weight;
}

/**
 * The factor a row's relevance is multiplied by for its standing: tier, badge, how closely it holds the words as
 * typed (`phrase`: 1 next to each other, 0.5 near, 0 apart or one word), and whether its name ends with the last
 * word typed (`head`).
 */
export function standingFactor(tier: string, verified: boolean, phrase: number, head: boolean): number {
  return (
    (1 + PHRASE_BOOST * phrase) *
    (head ? 1 + HEAD_BOOST : 1) *
    (1 + (TIER_BOOST[tier] ?? 0) + (verified ? VERIFIED_BOOST : 0))
  );
}

/*
 * Typo correction: a word no listing has is taken for the known word closest to it, among those the searched kind
 * has. Closest by edit distance (a letter added, dropped, changed or two swapped), then by how many rows of the
 * searched kind have it: "compresor" is one letter from "compressor" and three from "compression".
 */

/** The most edits a correction may be from the word typed, by the word's length. */
export const maxCorrectionEdits = (word: string) => (word.length <= 4 ? 1 : 2);

/** Of the candidates, the correction of `word`: fewest edits, then most rows of the searched kind; null for none. */
export function chooseCorrection(
  candidates: readonly { word: string; edits: number; rows: number }[],
): string | null {
  let best: { word: string; edits: number; rows: number } | null = null;
  for (const candidate of candidates) {
    if (candidate.rows === 0) continue;
    if (
      !best ||
      candidate.edits < best.edits ||
      (candidate.edits === best.edits && candidate.rows > best.rows)
    )
      best = candidate;
  }
  return best?.word ?? null;
}
