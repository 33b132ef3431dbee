import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { href } from '@tradeforge/web/paths';
import { jsonLd, meta, ORIGIN, useWebHost, webDir } from './web-host';

const web = useWebHost();

describe('server-rendered public pages', () => {
  it('renders a business page with its name, Open Graph tags and Organization JSON-LD', async () => {
    const page = await web.app.inject({ url: href.business(web.business.name, web.business.id) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const root =
      /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(page.body)?.[1] ?? '';
    expect(root).toContain('Lakeside Hydraulic Works &amp; Sons');
    // Flags as images: Windows shows emoji flags as two letters.
    expect(root).toContain('src="/flags/US.svg"');
    expect(root).not.toContain('🇺🇸');
    expect(meta(page.body, 'og:type')).toBe('profile');
    expect(meta(page.body, 'og:url')).toBe(`${ORIGIN}${href.business(web.business.name, web.business.id)}`);
    expect(meta(page.body, 'og:description')).toContain('Hydraulic cylinders and power units');
    expect(page.body).toContain(
      `<link rel="canonical" href="${ORIGIN}${href.business(web.business.name, web.business.id)}" />`,
    );
    const [organization, trail] = jsonLd(page.body);
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: web.business.name,
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Toledo',
        postalCode: '43604',
        addressCountry: 'US',
      },
    });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('renders the business page in Spanish at its Spanish address, naming it in the other languages', async () => {
    const path = href.business(web.business.name, web.business.id);
    const page = await web.app.inject({ url: `/es${path}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="es"');
    expect(page.body).toContain(`<link rel="canonical" href="${ORIGIN}/es${path}" />`);
    expect(page.body).toContain(`<link rel="alternate" hreflang="zh-Hans" href="${ORIGIN}/zh${path}" />`);
    expect(page.body).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}${path}" />`);
    expect(meta(page.body, 'og:locale')).toBe('es_ES');
    expect(jsonLd(page.body).at(-1)).toMatchObject({ '@type': 'WebPage', inLanguage: 'es' });
    // The business as its owners wrote it; the site around it in Spanish.
    expect(page.body).toContain('Lakeside Hydraulic Works &amp; Sons');
    expect(page.body).toContain('Quiénes somos');
    expect(page.body).toMatch(/<script type="application\/json" id="tf-i18n">\{"locale":"es"/);
  });

  it('serves the pages the browser renders alone in the language of their address', async () => {
    const page = await web.app.inject({ url: '/zh/my-messages' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="zh-Hans"');
    expect(page.body).toMatch(/id="tf-i18n">\{"locale":"zh"/);
  });

  it('sends no inline script the Content-Security-Policy would block', async () => {
    for (const url of ['/', href.business(web.business.name, web.business.id), '/about-us']) {
      const page = await web.app.inject({ url });
      const inline = [...page.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
      expect(inline.length).toBeGreaterThan(0);
      for (const attributes of inline) expect(attributes).toMatch(/type="application\/(ld\+)?json"/);
    }
  });

  it('renders a product page with Product JSON-LD naming its business as brand and manufacturer', async () => {
    const page = await web.app.inject({
      url: href.product(web.business.name, web.product.name, web.product.id),
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Welded double acting cylinder');
    const [item] = jsonLd(page.body);
    expect(item).toMatchObject({
      '@type': 'Product',
      name: web.product.name,
      brand: { '@type': 'Organization', name: web.business.name },
      manufacturer: { name: web.business.name },
    });
    expect(meta(page.body, 'og:type')).toBe('product');
  });

  it('answers 404 with the page for a business that does not exist', async () => {
    const page = await web.app.inject({ url: '/business/Gone-Inc-00000000-0000-4000-8000-000000000000/' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('renders the not-found page, with its heading and ways back, for a missing business, product or person', async () => {
    for (const [url, heading] of [
      ['/business/Gone-Inc-00000000-0000-4000-8000-000000000000/', 'Business not found'],
      ['/business/Gone-Inc/', 'Business not found'],
      ['/business-product/Gone-Inc-Valve-00000000-0000-4000-8000-000000000000', 'Product not found'],
      ['/profile/00000000-0000-4000-8000-000000000000', 'Profile not found'],
      ['/profile/nobody', 'Profile not found'],
    ]) {
      const page = await web.app.inject({ url: url! });
      expect(page.statusCode, url).toBe(404);
      expect(page.body).toContain(`<title>${heading} | Tradeforge USA</title>`);
      expect(page.body).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(page.body).toMatch(/<a[^>]* href="\/"[^>]*>Go to the home page<\/a>/);
      // The read that found nothing goes along, so the browser's first render is the same page.
      const state = /<script type="application\/json" id="tf-ssr-state">(.*?)<\/script>/.exec(page.body)?.[1];
      const queries = (JSON.parse(state!) as { queries: { state: { status: string } }[] }).queries;
      if (/00000000|zzzzzzzz/.test(url!))
        expect(
          queries.map((query) => query.state.status),
          url,
        ).toContain('error');
    }
  });

  it('sends an address the site has no page for to the home page with a real redirect', async () => {
    const page = await web.app.inject({ url: '/no/such/page?x=1' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/');
    // The API's and the account service's own unknown addresses stay theirs.
    expect((await web.app.inject({ url: '/api/no/such/route' })).statusCode).toBe(404);
  });

  it('names the route table’s address as canonical, whatever case or tail a static page was opened with', async () => {
    for (const [url, canonical] of [
      ['/why-wbn', '/why-WBN'],
      ['/ABOUT-US', '/about-us'],
      ['/about-us/anything', '/about-us'],
    ]) {
      const page = await web.app.inject({ url: url! });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<link rel="canonical" href="${ORIGIN}${canonical}" />`);
    }
  });

  it('serves the default preview image as a 1200 x 630 PNG', async () => {
    const home = await web.app.inject({ url: '/' });
    const image = meta(home.body, 'og:image');
    const answer = await web.app.inject({ url: new URL(image!).pathname });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect([answer.rawPayload.readUInt32BE(16), answer.rawPayload.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('renders search results with their filters, and preloads the largest image of the home page', async () => {
    const search = await web.app.inject({
      url: '/search-result?business=MA&countries=global&search=hydraulic',
    });
    expect(search.statusCode).toBe(200);
    // The filters arrive with the page rather than after it, where they would push the results aside.
    expect(search.body).toContain('aria-label="Filter results"');
    expect(search.body).toMatch(/<h1[^>]*>1 Result for Manufacturers - hydraulic<\/h1>/);
    const home = await web.app.inject({ url: '/' });
    expect(home.body).toMatch(
      /<link rel="preload" as="image" href="\/images\/video-poster.svg" fetchpriority="high" \/>[\s\S]*<script type="module"/,
    );
  });

  it('preloads only the entry’s chunk of modules and the bundler’s runtime from the head', async () => {
    // The build puts everything the entry imports statically in one chunk; a link for each chunk of the graph
    // (24 of them) was queued before the stylesheet and the page's image on a phone's connection.
    const manifest = JSON.parse(
      readFileSync(path.join(webDir, 'dist', '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
    const entryImports = (entry.imports ?? []).map((key) => `/${manifest[key]!.file}`);
    expect(entryImports.length).toBeLessThanOrEqual(2);
    for (const url of [
      '/',
      '/search-result?business=MA&countries=global&search=hydraulic',
      href.business(web.business.name, web.business.id),
      href.product(web.business.name, web.product.name, web.product.id),
    ]) {
      const page = await web.app.inject({ url });
      const preloads = [...page.body.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
        (match) => match[1],
      );
      expect(preloads, url).toEqual(entryImports);
    }
  });

  it('fetches a page’s route modules and their messages while the browser reads its HTML', async () => {
    const manifest = JSON.parse(
      readFileSync(path.join(webDir, 'dist', '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
    const graph = (key: string, into = new Set<string>()): Set<string> => {
      if (!into.has(key)) {
        into.add(key);
        for (const imported of manifest[key]!.imports ?? []) graph(imported, into);
      }
      return into;
    };
    const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
    const entry = graph(entryKey);
    const routeChunks = [...graph('src/app/routes/business.tsx')]
      .filter((key) => !entry.has(key))
      .map((key) => `/${manifest[key]!.file}`);

    const page = await web.app.inject({ url: `/es${href.business(web.business.name, web.business.id)}` });
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    const prefetched = [...head.matchAll(/<link rel="prefetch" as="script" crossorigin href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(prefetched.length).toBeGreaterThan(0);
    expect(prefetched.sort()).toEqual(routeChunks.sort());
    expect(head).toMatch(/<link rel="preload" href="\/assets\/i18n\/es\/business-[\w-]+\.json" as="fetch"/);
    // A page the browser renders alone names no route: its shell fetches only what every page needs.
    const shell = await web.app.inject({ url: '/my-messages' });
    expect(shell.body).not.toContain('rel="prefetch"');
  });

  it('gives the home page the industries’ outline, not the whole industry tree', async () => {
    const home = await web.app.inject({ url: '/' });
    const state = JSON.parse(
      /<script type="application\/json" id="tf-ssr-state">([\s\S]*?)<\/script>/.exec(home.body)?.[1] ?? '{}',
    ) as { queries: { queryKey: string[]; state: { data: unknown } }[] };
    const keys = state.queries.map((query) => query.queryKey.join('/'));
    expect(keys).toContain('catsys/industry/outline');
    expect(keys).not.toContain('catsys/industry/full-tree');
    const outline = state.queries.find((query) => query.queryKey.at(-1) === 'outline')!.state.data as {
      name: string;
      categoryCount: number;
      categories: object[];
    }[];
    expect(outline).toHaveLength(15);
    for (const industry of outline) {
      expect(industry.categories.length).toBeLessThanOrEqual(6);
      expect(industry.categoryCount).toBeGreaterThanOrEqual(industry.categories.length);
    }
    expect(JSON.stringify(outline)).not.toContain('subCategories');
    // What the page shows is in its HTML: the industry cards with their first categories.
    expect(home.body).toContain(`>${outline[0]!.name}</a></h3>`);
    // The industries page still carries the whole tree it shows.
    const industries = await web.app.inject({ url: '/industries' });
    expect(industries.body).toContain('"full-tree"');
  });

  it('leaves pages that need a session to the browser', async () => {
    const page = await web.app.inject({ url: '/newsfeed' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
  });
});
