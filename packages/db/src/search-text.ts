/**
 * A model number typed as a code of letters, a hyphen and a digit ("GI-251") as one word ("GI251"): PostgreSQL's
 * parser would read "-251" as a negative number. The text of every search vector holds such a code as its parts and
 * as one word (`search_text()`, migration 0033, with the same pattern), so "GI-251", "gi251", "gi 251" and "gi-25"
 * (while typing) all find a "GI-251". Letters only before the hyphen, and nothing that is part of a longer word
 * before them: "20-40" and "ABC-GI-251" stay as typed.
 */
export const typedSearchText = (text: string) =>
  text.replace(/(?<![\p{L}\p{N}-])([A-Za-z]+)-(?=[0-9])/gu, '$1');
