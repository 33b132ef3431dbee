import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { homeLanguageRedirect, pageLanguage } from './page-language';

describe('the first visit to the home page', () => {
  it.each([
    ['es-MX,es;q=0.9,en;q=0.5', '/es'],
    ['zh-CN,zh;q=0.9', '/zh'],
    ['it-IT', '/it'],
    ['de-DE,it;q=0.4', '/it'],
  ])('with browser languages %s goes to %s', (acceptLanguage, target) => {
    expect(homeLanguageRedirect('/', { 'accept-language': acceptLanguage })).toBe(target);
  });

  it.each([['en-US,en;q=0.9,es;q=0.8'], ['de-DE'], ['']])('stays in English for %j', (acceptLanguage) => {
    expect(homeLanguageRedirect('/', { 'accept-language': acceptLanguage })).toBeNull();
  });

  it('follows the language the visitor chose over the browser', () => {
    expect(homeLanguageRedirect('/', { cookie: 'a=1; tf_lang=en', 'accept-language': 'es' })).toBeNull();
    expect(homeLanguageRedirect('/', { cookie: 'tf_lang=zh', 'accept-language': 'es' })).toBe('/zh');
  });

  it('never moves a shared link or a home page with a query', () => {
    for (const url of ['/product/1', '/?utm_source=mail', '/search-result?search=pump', '/es'])
      expect(homeLanguageRedirect(url, { 'accept-language': 'zh' })).toBeNull();
  });
});

describe('a page in its language', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'i18n-manifest.json'),
    JSON.stringify({
      es: {
        shell: '/assets/i18n/es/shell-1.json',
        taxonomy: '/assets/i18n/es/taxonomy-3.json',
        home: '/assets/i18n/es/home-2.json',
      },
    }),
  );
  const html =
    '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>';

  it('says its language and where its messages are, and preloads those every page shows', () => {
    const page = pageLanguage(dist).localize(html, 'es');
    expect(page).toContain('<html lang="es">');
    for (const file of ['/assets/i18n/es/shell-1.json', '/assets/i18n/es/taxonomy-3.json'])
      expect(page).toContain(`<link rel="preload" href="${file}" as="fetch" crossorigin="anonymous" />`);
    expect(page).not.toContain('home-2.json" as="fetch"');
    expect(page).toContain(
      '<script type="application/json" id="tf-i18n">{"locale":"es","catalogs":{"shell":"/assets/i18n/es/shell-1.json","taxonomy":"/assets/i18n/es/taxonomy-3.json","home":"/assets/i18n/es/home-2.json"}}</script>',
    );
  });

  it('preloads the messages of a server-rendered page’s route modules, with its links', () => {
    const page = pageLanguage(dist).localize(html, 'es', {
      modules: ['home', 'missing'],
      links: '<link rel="prefetch" href="/assets/home.js" />',
    });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" href="/assets/i18n/es/home-2.json" as="fetch" crossorigin="anonymous" />',
    );
    expect(head).toContain('<link rel="prefetch" href="/assets/home.js" />');
    expect(head.match(/rel="preload"/g)).toHaveLength(3);
  });

  it('names Chinese as Simplified Chinese', () => {
    expect(pageLanguage(dist).localize(html, 'zh')).toContain('<html lang="zh-Hans">');
  });
});
