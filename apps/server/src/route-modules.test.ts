import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeModuleLinks } from './route-modules';

describe('the links of a page’s route modules', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_app.js'] },
      '_app.js': { file: 'assets/app.js' },
      '_card.js': { file: 'assets/card.js', imports: ['_app.js', '_icon.js'] },
      '_icon.js': { file: 'assets/icon.js', imports: ['_app.js'] },
      'src/app/routes/business.tsx': { file: 'assets/business.js', imports: ['_app.js', '_card.js'] },
      'src/app/routes/post.tsx': { file: 'assets/post.js', imports: ['_icon.js'] },
    }),
  );
  const linksOf = routeModuleLinks(dist);
  const hrefs = (links: string) => [...links.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

  it('fetch the route’s chunk and every chunk it imports that the entry does not', () => {
    expect(hrefs(linksOf(['business']))).toEqual([
      '/assets/business.js',
      '/assets/card.js',
      '/assets/icon.js',
    ]);
    expect(linksOf(['post'])).toBe(
      '<link rel="prefetch" as="script" crossorigin href="/assets/post.js" />\n    ' +
        '<link rel="prefetch" as="script" crossorigin href="/assets/icon.js" />',
    );
  });

  it('name a chunk two modules share once, and nothing for a module the build does not have', () => {
    expect(hrefs(linksOf(['business', 'post']))).toEqual([
      '/assets/business.js',
      '/assets/card.js',
      '/assets/icon.js',
      '/assets/post.js',
    ]);
    expect(linksOf(['missing'])).toBe('');
    expect(routeModuleLinks(mkdtempSync(path.join(tmpdir(), 'no-build-')))(['business'])).toBe('');
  });
});
