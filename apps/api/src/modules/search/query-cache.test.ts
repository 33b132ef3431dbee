import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLruCache } from './query-cache';

describe('createLruCache', () => {
  afterEach(() => vi.useRealTimers());

  it('drops the least recently used entry past its capacity', () => {
    const cache = createLruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    cache.delete('a');
    expect([cache.get('a'), cache.get('c')]).toEqual([undefined, 3]);
  });

  it('forgets an entry older than maxAgeMs, and keeps falsy values', () => {
    vi.useFakeTimers();
    const cache = createLruCache<string | null>(10, { maxAgeMs: 1_000 });
    cache.set('none', null);
    cache.set('word', 'correction');
    vi.advanceTimersByTime(1_000);
    expect([cache.get('none'), cache.get('word')]).toEqual([null, 'correction']);
    vi.advanceTimersByTime(1);
    expect([cache.get('none'), cache.get('word')]).toEqual([undefined, undefined]);
  });
});
