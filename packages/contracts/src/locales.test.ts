import { describe, expect, it } from 'vitest';
import { localizedPath, splitLocalePath } from './locales';

describe('the language of an address', () => {
  it.each([
    ['/', 'en', '/'],
    ['/product/1', 'en', '/product/1'],
    ['/es', 'es', '/'],
    ['/es/', 'es', '/'],
    ['/es/product/1', 'es', '/product/1'],
    ['/ZH/search-result', 'zh', '/search-result'],
    ['/it?x=1', 'it', '/?x=1'],
    // A path that only starts with a language's letters is English.
    ['/espresso-machines', 'en', '/espresso-machines'],
    ['/items/es', 'en', '/items/es'],
  ])('%s is %s %s', (pathname, locale, path) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, path });
  });

  it.each([
    ['en', '/product/1', '/product/1'],
    ['es', '/', '/es'],
    ['es', '/product/1?tab=2', '/es/product/1?tab=2'],
    ['zh', '/?q=1', '/zh?q=1'],
  ] as const)('in %s, %s is at %s', (locale, path, address) => {
    expect(localizedPath(locale, path)).toBe(address);
    expect(splitLocalePath(address.split('?')[0]!).path).toBe(path.split('?')[0]);
  });
});
