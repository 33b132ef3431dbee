import { describe, expect, it } from 'vitest';
import { createInvalidatedCache } from './invalidated-cache';

function counter() {
  let calls = 0;
  return {
    load: (value: string) => async () => {
      calls += 1;
      return value;
    },
    get calls() {
      return calls;
    },
  };
}

describe('invalidated cache', () => {
  it('loads every time until enabled, then keeps values until invalidated', async () => {
    const cache = createInvalidatedCache<string>({ max: 10, maxAgeMs: 60_000 });
    const loads = counter();
    await cache.get('a', loads.load('1'));
    await cache.get('a', loads.load('1'));
    expect(loads.calls).toBe(2);
    cache.enable();
    await cache.get('a', loads.load('1'));
    expect(await cache.get('a', loads.load('2'))).toBe('1');
    expect(loads.calls).toBe(3);
    cache.invalidate('a');
    expect(await cache.get('a', loads.load('2'))).toBe('2');
    cache.disable();
    expect(cache.size).toBe(0);
    expect(await cache.get('a', loads.load('3'))).toBe('3');
  });

  it('does not keep a load that was under way when its key was invalidated', async () => {
    const cache = createInvalidatedCache<string>({ max: 10, maxAgeMs: 60_000 });
    cache.enable();
    let finish!: (value: string) => void;
    const slow = cache.get('a', () => new Promise<string>((resolve) => (finish = resolve)));
    // A second reader shares the load under way.
    const shared = cache.get('a', async () => 'not called');
    cache.invalidate('a');
    finish('old');
    expect(await slow).toBe('old');
    expect(await shared).toBe('old');
    expect(await cache.get('a', async () => 'new')).toBe('new');
    expect(await cache.get('a', async () => 'newer')).toBe('new');
  });

  it('answers a missing value whose load was under way when its key was invalidated', async () => {
    const cache = createInvalidatedCache<string>({ max: 10, maxAgeMs: 60_000 });
    cache.enable();
    let finish!: (value: undefined) => void;
    const slow = cache.get('a', () => new Promise<undefined>((resolve) => (finish = resolve)));
    cache.invalidateAll();
    finish(undefined);
    expect(await slow).toBeUndefined();
    expect(await cache.get('a', async () => 'new')).toBe('new');
  });

  it('drops the least recently used entry beyond its size, never keeps a missing value, and ages entries', async () => {
    // lru-cache reads a start time of 0 as "no age": the clock starts later, as performance.now() does.
    let now = 1000;
    const cache = createInvalidatedCache<string>({ max: 2, maxAgeMs: 1000, now: () => now });
    cache.enable();
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
    expect(await cache.get('missing', async () => undefined)).toBeUndefined();
    expect(await cache.get('missing', async () => 'found')).toBe('found');
    now = 2500;
    expect(await cache.get('missing', async () => 'found again')).toBe('found again');
  });
});
