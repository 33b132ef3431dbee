import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useWebHost, webDir } from './web-host';

const web = useWebHost();

describe('compression and caching', () => {
  const entryScript = () => {
    const name = readdirSync(path.join(webDir, 'dist', 'assets')).find((file) => /^index-.*\.js$/.test(file));
    return `/assets/${name}`;
  };

  it('serves hashed assets precompressed and immutable for a year', async () => {
    const brotli = await web.app.inject({ url: entryScript(), headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await web.app.inject({ url: entryScript(), headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await web.app.inject({ url: entryScript() });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const flag = await web.app.inject({ url: '/flags/US.svg' });
    expect(flag.headers['content-type']).toMatch(/^image\/svg\+xml/);
    // Files that keep their names across builds: a day, then revalidated.
    expect(flag.headers['cache-control']).toBe('public, max-age=86400');
    const runtime = await web.app.inject({ url: '/runtime-config.js' });
    expect(runtime.headers['cache-control']).toBe('no-cache');
  });

  it('sends HTML compressed, to be revalidated, and answers 304 to its ETag', async () => {
    const page = await web.app.inject({ url: '/about-us', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await web.app.inject({ url: '/about-us', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const again = await web.app.inject({
      url: '/about-us',
      headers: { 'if-none-match': String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('compresses API answers above a kilobyte and keeps the reference-data ETag', async () => {
    const countries = await web.app.inject({
      url: '/api/ref-data/country',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(countries.headers['content-encoding']).toBe('gzip');
    expect(countries.headers.etag).toBeTruthy();
    const health = await web.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
