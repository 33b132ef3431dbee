import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserService } from '@tradeforge/accounts';
import { createApiServices } from '@tradeforge/api';
import { createTestDatabase, type TestDatabase } from '@tradeforge/db/testing';
import { createMailer } from '@tradeforge/mail';
import { href } from '@tradeforge/web/paths';
import { loadHostConfig } from '../src/config';
import { buildHost } from '../src/host';

const webDir = fileURLToPath(new URL('../../web', import.meta.url));
const ORIGIN = 'http://localhost:3000';
let database: TestDatabase;
let dataDir: string;
let app: FastifyInstance;
let business: { id: string; name: string };
let product: { id: string; name: string };
let ownerId: string;
let hostConfig: ReturnType<typeof loadHostConfig>;

/** A business with an address and one product, made through the services the routes use. */
async function createListing(config: ReturnType<typeof loadHostConfig>) {
  const mailer = createMailer({
    db: database.db,
    from: config.accounts.mailFrom,
    log: { info() {}, error() {} },
  });
  const ownerId = await createUserService(database.db, mailer, config.accounts).register({
    firstName: 'Ada',
    lastName: 'Moreno',
    email: 'ada.moreno@example.com',
    password: 'conveyor rollers and bearings',
    acceptTerms: true,
  });
  const services = createApiServices(config.api, database.db, undefined, { mails: false });
  const name = 'Lakeside Hydraulic Works & Sons';
  const { businessID } = await services.businesses.createBusiness(ownerId, {
    companyName: name,
    categories: ['0001.0001-01'],
    businessType: 'MA',
    country: 'US',
    state: 'US-OH',
    shortDescription: 'Hydraulic cylinders and power units built to order in Ohio since 1982.',
  });
  await services.businesses.updateContact(ownerId, businessID, {
    legalAddressEnglish: '1200 Harbor Road, Toledo, OH 43604',
    city: 'Toledo',
    zipcode: '43604',
    country: 'US',
    state: 'US-OH',
  });
  const created = await services.products.createProduct(ownerId, businessID, {
    name: 'Double Acting Hydraulic Cylinder',
    keywords: ['hydraulic cylinder'],
    description: 'Welded double acting cylinder, 3000 psi, chrome plated rod, bores from 1.5 to 8 inches.',
    industryId: '0001',
    categoryId: '0001-01',
    stock: true,
    specs: [{ key: 'Pressure', value: '3000 psi' }],
    images: [],
    videos: [],
  });
  return {
    ownerId,
    business: { id: businessID, name },
    product: { id: created.productID, name: created.name },
  };
}

beforeAll(async () => {
  // The host serves the built web app and its server bundle; build them once when this checkout has neither.
  if (!existsSync(path.join(webDir, 'dist-server', 'entry-server.js'))) {
    execFileSync('npm', ['run', 'build'], { cwd: webDir, stdio: 'inherit' });
  }
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'tradeforge-web-'));
  const config = loadHostConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: ORIGIN,
    DEMO_DATA: 'false',
  });
  hostConfig = config;
  ({ ownerId, business, product } = await createListing(config));
  app = await buildHost(config, database.db);
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('server-rendered public pages', () => {
  it('renders a business page with its name, Open Graph tags and Organization JSON-LD', async () => {
    const page = await app.inject({ url: href.business(business.name, business.id) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const root =
      /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(page.body)?.[1] ?? '';
    expect(root).toContain('Lakeside Hydraulic Works &amp; Sons');
    // Flags as images: Windows shows emoji flags as two letters.
    expect(root).toContain('src="/flags/US.svg"');
    expect(root).not.toContain('🇺🇸');
    expect(meta(page.body, 'og:type')).toBe('profile');
    expect(meta(page.body, 'og:url')).toBe(`${ORIGIN}${href.business(business.name, business.id)}`);
    expect(meta(page.body, 'og:description')).toContain('Hydraulic cylinders and power units');
    expect(page.body).toContain(
      `<link rel="canonical" href="${ORIGIN}${href.business(business.name, business.id)}" />`,
    );
    const [organization, trail] = jsonLd(page.body);
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: business.name,
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Toledo',
        postalCode: '43604',
        addressCountry: 'US',
      },
    });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('sends no inline script the Content-Security-Policy would block', async () => {
    for (const url of ['/', href.business(business.name, business.id), '/about-us']) {
      const page = await app.inject({ url });
      const inline = [...page.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
      expect(inline.length).toBeGreaterThan(0);
      for (const attributes of inline) expect(attributes).toMatch(/type="application\/(ld\+)?json"/);
    }
  });

  it('renders a product page with Product JSON-LD naming its business as brand and manufacturer', async () => {
    const page = await app.inject({ url: href.product(business.name, product.name, product.id) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Welded double acting cylinder');
    const [item] = jsonLd(page.body);
    expect(item).toMatchObject({
      '@type': 'Product',
      name: product.name,
      brand: { '@type': 'Organization', name: business.name },
      manufacturer: { name: business.name },
    });
    expect(meta(page.body, 'og:type')).toBe('product');
  });

  it('answers 404 with the page for a business that does not exist', async () => {
    const page = await app.inject({ url: '/business/Gone-Inc-00000000-0000-4000-8000-000000000000/' });
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
      const page = await app.inject({ url: url! });
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
    const page = await app.inject({ url: '/no/such/page?x=1' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/');
    // The API's and the account service's own unknown addresses stay theirs.
    expect((await app.inject({ url: '/api/no/such/route' })).statusCode).toBe(404);
  });

  it('names the route table’s address as canonical, whatever case or tail a static page was opened with', async () => {
    for (const [url, canonical] of [
      ['/why-wbn', '/why-WBN'],
      ['/ABOUT-US', '/about-us'],
      ['/about-us/anything', '/about-us'],
    ]) {
      const page = await app.inject({ url: url! });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<link rel="canonical" href="${ORIGIN}${canonical}" />`);
    }
  });

  it('serves the default preview image as a 1200 x 630 PNG', async () => {
    const home = await app.inject({ url: '/' });
    const image = meta(home.body, 'og:image');
    const answer = await app.inject({ url: new URL(image!).pathname });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect([answer.rawPayload.readUInt32BE(16), answer.rawPayload.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('renders search results with their filters, and preloads the largest image of the home page', async () => {
    const search = await app.inject({ url: '/search-result?business=MA&countries=global&search=hydraulic' });
    expect(search.statusCode).toBe(200);
    // The filters arrive with the page rather than after it, where they would push the results aside.
    expect(search.body).toContain('aria-label="Filter results"');
    expect(search.body).toMatch(/<h1[^>]*>.*Results for <!-- -->Manufacturers/);
    const home = await app.inject({ url: '/' });
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
      href.business(business.name, business.id),
      href.product(business.name, product.name, product.id),
    ]) {
      const page = await app.inject({ url });
      const preloads = [...page.body.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
        (match) => match[1],
      );
      expect(preloads, url).toEqual(entryImports);
    }
  });

  it('gives the home page the industries’ outline, not the whole industry tree', async () => {
    const home = await app.inject({ url: '/' });
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
    const industries = await app.inject({ url: '/industries' });
    expect(industries.body).toContain('"full-tree"');
  });

  it('renders a post with its text, its author in the title, its canonical address and its JSON-LD', async () => {
    const services = createApiServices(hostConfig.api, database.db, undefined, { mails: false });
    const post = await services.posts.makePost(ownerId, {
      content: 'Hiring two CNC machinists <for> our Toledo plant. See www.lakeside.example/jobs',
      timelineID: ownerId,
      timelineType: 'user',
    });
    const page = await app.inject({ url: href.post(post.postID) });
    expect(page.statusCode).toBe(200);
    const root =
      /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(page.body)?.[1] ?? '';
    expect(root).toContain('Hiring two CNC machinists &lt;for&gt; our Toledo plant.');
    expect(root).toMatch(/<h1[^>]*>Post by Ada Moreno<\/h1>/);
    // The like count arrives with the page.
    const state = /<script type="application\/json" id="tf-ssr-state">(.*?)<\/script>/.exec(page.body)?.[1];
    const keys = (JSON.parse(state!) as { queries: { queryKey: string[] }[] }).queries.map((query) =>
      query.queryKey.join('/'),
    );
    expect(keys).toEqual([`posts/post/${post.postID}`, `social/reaction/summary/${post.postID}`]);
    expect(page.body).toContain('<title>Post by Ada Moreno | Tradeforge USA</title>');
    expect(meta(page.body, 'description')).toMatch(/^Hiring two CNC machinists/);
    expect(meta(page.body, 'og:type')).toBe('article');
    expect(page.body).toContain(`<link rel="canonical" href="${ORIGIN}${href.post(post.postID)}" />`);
    const [posting, trail] = jsonLd(page.body);
    expect(posting).toMatchObject({
      '@type': 'SocialMediaPosting',
      url: `${ORIGIN}${href.post(post.postID)}`,
      datePublished: post.createdAt,
      author: { '@type': 'Person', name: 'Ada Moreno', url: `${ORIGIN}${href.publicProfile(ownerId)}` },
    });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    // The canonical address is the post's own id, whatever case the link had.
    const upper = await app.inject({ url: `/post/${post.postID.toUpperCase()}` });
    expect(upper.body).toContain(`<link rel="canonical" href="${ORIGIN}${href.post(post.postID)}" />`);
  });

  it('answers 404 with the not-found page for a post that does not exist, was hidden or has no post id', async () => {
    const services = createApiServices(hostConfig.api, database.db, undefined, { mails: false });
    const hidden = await services.posts.makePost(ownerId, {
      content: 'A post an operator hid.',
      timelineID: ownerId,
      timelineType: 'user',
    });
    await database.db.execute(
      sql`update posts set hidden_at = now(), hidden_reason = 'spam' where id = ${hidden.postID}`,
    );
    for (const url of [
      href.post('00000000-0000-4000-8000-000000000000'),
      href.post(hidden.postID),
      '/post/not-a-post',
    ]) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(404);
      expect(page.body).toContain('<title>Post not found | Tradeforge USA</title>');
      expect(page.body).toMatch(/<h1[^>]*>Post not found<\/h1>/);
      expect(page.body).not.toContain('A post an operator hid.');
    }
  });

  it('leaves pages that need a session to the browser', async () => {
    const page = await app.inject({ url: '/newsfeed' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
  });
});

describe('sitemaps and robots.txt', () => {
  it('lists a newly created business and its product', async () => {
    const index = await app.inject({ url: '/sitemap.xml' });
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain(`<loc>${ORIGIN}/sitemaps/businesses-1.xml</loc>`);
    expect(index.body).toContain(`<loc>${ORIGIN}/sitemaps/products-1.xml</loc>`);
    const businesses = await app.inject({ url: '/sitemaps/businesses-1.xml' });
    expect(businesses.body).toContain(`<loc>${ORIGIN}${href.business(business.name, business.id)}</loc>`);
    const products = await app.inject({ url: '/sitemaps/products-1.xml' });
    expect(products.body).toContain(`${href.product(business.name, product.name, product.id)}</loc>`);
    expect((await app.inject({ url: '/sitemaps/businesses-2.xml' })).statusCode).toBe(404);
  });

  it('lists a business created while the site runs, in a file crawlers may keep an hour', async () => {
    const before = await app.inject({ url: '/sitemaps/businesses-1.xml' });
    expect(before.headers['cache-control']).toMatch(/max-age=3600/);
    const services = createApiServices(hostConfig.api, database.db, undefined, { mails: false });
    const owner = (await database.db.execute<{ id: string }>(sql`select id from users limit 1`)).rows[0]!.id;
    const name = 'Riverside Gearbox Repair';
    const { businessID } = await services.businesses.createBusiness(owner, {
      companyName: name,
      categories: ['0001.0001-01'],
      businessType: 'MA',
      country: 'US',
      state: 'US-OH',
      shortDescription: 'Gearbox rebuilds and spare parts for conveyors and mixers.',
    });
    const after = await app.inject({ url: '/sitemaps/businesses-1.xml' });
    expect(before.body).not.toContain(businessID);
    expect(after.body).toContain(`<loc>${ORIGIN}${href.business(name, businessID)}</loc>`);
    const page = await app.inject({ url: href.business(name, businessID) });
    expect(page.body).toContain(`>${name}</h1>`);
    expect(jsonLd(page.body)[0]).toMatchObject({ '@type': 'Organization', name });
  });

  it('lists public profiles by their canonical address, not a suspended member’s', async () => {
    const mailer = createMailer({
      db: database.db,
      from: hostConfig.accounts.mailFrom,
      log: { info() {}, error() {} },
    });
    const suspendedId = await createUserService(database.db, mailer, hostConfig.accounts).register({
      firstName: 'Sid',
      lastName: 'Suspended',
      email: 'sid.suspended@example.com',
      password: 'conveyor rollers and bearings',
      acceptTerms: true,
    });
    await database.db.execute(sql`update users set suspended_at = now() where id = ${suspendedId}`);
    const index = await app.inject({ url: '/sitemap.xml' });
    expect(index.body).toContain(`<loc>${ORIGIN}/sitemaps/profiles-1.xml</loc>`);
    const profiles = await app.inject({ url: '/sitemaps/profiles-1.xml' });
    expect(profiles.statusCode).toBe(200);
    expect(profiles.headers['cache-control']).toMatch(/max-age=3600/);
    expect(profiles.body).toMatch(
      new RegExp(`<url><loc>${ORIGIN}${href.publicProfile(ownerId)}</loc><lastmod>[^<]+</lastmod></url>`),
    );
    expect(profiles.body).not.toContain(suspendedId);
    // The listed address is the page's canonical one, and the suspended member's page is gone.
    const page = await app.inject({ url: href.publicProfile(ownerId) });
    expect(page.body).toContain(`<link rel="canonical" href="${ORIGIN}${href.publicProfile(ownerId)}" />`);
    expect((await app.inject({ url: href.publicProfile(suspendedId) })).statusCode).toBe(404);
    expect((await app.inject({ url: '/sitemaps/profiles-2.xml' })).statusCode).toBe(404);
    await database.db.execute(sql`update users set suspended_at = null where id = ${suspendedId}`);
  });

  it('names the sitemap in robots.txt', async () => {
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /api/');
  });
});

describe('compression and caching', () => {
  const entryScript = () => {
    const name = readdirSync(path.join(webDir, 'dist', 'assets')).find((file) => /^index-.*\.js$/.test(file));
    return `/assets/${name}`;
  };

  it('serves hashed assets precompressed and immutable for a year', async () => {
    const brotli = await app.inject({ url: entryScript(), headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await app.inject({ url: entryScript(), headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: entryScript() });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const flag = await app.inject({ url: '/flags/US.svg' });
    expect(flag.headers['content-type']).toMatch(/^image\/svg\+xml/);
    // Files that keep their names across builds: a day, then revalidated.
    expect(flag.headers['cache-control']).toBe('public, max-age=86400');
    const runtime = await app.inject({ url: '/runtime-config.js' });
    expect(runtime.headers['cache-control']).toBe('no-cache');
  });

  it('sends HTML compressed, to be revalidated, and answers 304 to its ETag', async () => {
    const page = await app.inject({ url: '/about-us', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await app.inject({ url: '/about-us', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const again = await app.inject({
      url: '/about-us',
      headers: { 'if-none-match': String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('compresses API answers above a kilobyte and keeps the reference-data ETag', async () => {
    const countries = await app.inject({
      url: '/api/ref-data/country',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(countries.headers['content-encoding']).toBe('gzip');
    expect(countries.headers.etag).toBeTruthy();
    const health = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
