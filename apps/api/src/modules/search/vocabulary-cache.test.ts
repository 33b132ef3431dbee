import { afterEach, describe, expect, it, vi } from 'vitest';
import { createVocabularyCache } from './vocabulary-cache';

describe('createVocabularyCache', () => {
  afterEach(() => vi.restoreAllMocks());

  it('ages entries by the limit of the moment they are read, and keeps null', () => {
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    let limit = 1_000;
    const cache = createVocabularyCache<string | null>(10, { maxAgeMs: () => limit, longestMs: 10_000 });
    cache.set('none', null);
    cache.set('word', 'correction');
    now += 1_000;
    expect([cache.get('none'), cache.get('word')]).toEqual([null, 'correction']);
    // A longer limit now keeps what was kept under the shorter one.
    limit = 5_000;
    now += 3_000;
    expect(cache.get('word')).toBe('correction');
    limit = 1_000;
    expect([cache.get('none'), cache.get('word')]).toEqual([undefined, undefined]);
  });

  it('drops the least recently used entry past its size', () => {
    const cache = createVocabularyCache<number>(2, { maxAgeMs: () => 1_000, longestMs: 1_000 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });
});
