import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUserService } from '@tradeforge/accounts';
import { createApiServices } from '@tradeforge/api';
import { createMailer } from '@tradeforge/mail';
import { href } from '@tradeforge/web/paths';
import { jsonLd, ORIGIN, useWebHost } from './web-host';

const web = useWebHost();

describe('sitemaps and robots.txt', () => {
  it('lists a newly created business and its product', async () => {
    const index = await web.app.inject({ url: '/sitemap.xml' });
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain(`<loc>${ORIGIN}/sitemaps/businesses-1.xml</loc>`);
    expect(index.body).toContain(`<loc>${ORIGIN}/sitemaps/products-1.xml</loc>`);
    const businesses = await web.app.inject({ url: '/sitemaps/businesses-1.xml' });
    expect(businesses.body).toContain(
      `<loc>${ORIGIN}${href.business(web.business.name, web.business.id)}</loc>`,
    );
    // The same page in every language.
    for (const language of ['es', 'it', 'zh'])
      expect(businesses.body).toContain(
        `<loc>${ORIGIN}/${language}${href.business(web.business.name, web.business.id)}</loc>`,
      );
    const products = await web.app.inject({ url: '/sitemaps/products-1.xml' });
    expect(products.body).toContain(
      `${href.product(web.business.name, web.product.name, web.product.id)}</loc>`,
    );
    expect((await web.app.inject({ url: '/sitemaps/businesses-2.xml' })).statusCode).toBe(404);
  });

  it('lists a business created while the site runs, in a file crawlers may keep an hour', async () => {
    const before = await web.app.inject({ url: '/sitemaps/businesses-1.xml' });
    expect(before.headers['cache-control']).toMatch(/max-age=3600/);
    const services = createApiServices(web.hostConfig.api, web.database.db, undefined, { mails: false });
    const owner = (await web.database.db.execute<{ id: string }>(sql`select id from users limit 1`)).rows[0]!
      .id;
    const name = 'Riverside Gearbox Repair';
    const { businessID } = await services.businesses.createBusiness(owner, {
      companyName: name,
      categories: ['0001.0001-01'],
      businessType: 'MA',
      country: 'US',
      state: 'US-OH',
      shortDescription: 'Gearbox rebuilds and spare parts for conveyors and mixers.',
    });
    const after = await web.app.inject({ url: '/sitemaps/businesses-1.xml' });
    expect(before.body).not.toContain(businessID);
    expect(after.body).toContain(`<loc>${ORIGIN}${href.business(name, businessID)}</loc>`);
    const page = await web.app.inject({ url: href.business(name, businessID) });
    expect(page.body).toContain(`>${name}</h1>`);
    expect(jsonLd(page.body)[0]).toMatchObject({ '@type': 'Organization', name });
  });

  it('lists public profiles by their canonical address, not a suspended member’s', async () => {
    const mailer = createMailer({
      db: web.database.db,
      from: web.hostConfig.accounts.mailFrom,
      log: { info() {}, error() {} },
    });
    const suspendedId = await createUserService(web.database.db, mailer, web.hostConfig.accounts).register({
      firstName: 'Sid',
      lastName: 'Suspended',
      email: 'sid.suspended@example.com',
      password: 'conveyor rollers and bearings',
      acceptTerms: true,
    });
    await web.database.db.execute(sql`update users set suspended_at = now() where id = ${suspendedId}`);
    const index = await web.app.inject({ url: '/sitemap.xml' });
    expect(index.body).toContain(`<loc>${ORIGIN}/sitemaps/profiles-1.xml</loc>`);
    const profiles = await web.app.inject({ url: '/sitemaps/profiles-1.xml' });
    expect(profiles.statusCode).toBe(200);
    expect(profiles.headers['cache-control']).toMatch(/max-age=3600/);
    expect(profiles.body).toMatch(
      new RegExp(`<url><loc>${ORIGIN}${href.publicProfile(web.ownerId)}</loc><lastmod>[^<]+</lastmod></url>`),
    );
    expect(profiles.body).not.toContain(suspendedId);
    // The listed address is the page's canonical one, and the suspended member's page is gone.
    const page = await web.app.inject({ url: href.publicProfile(web.ownerId) });
    expect(page.body).toContain(
      `<link rel="canonical" href="${ORIGIN}${href.publicProfile(web.ownerId)}" />`,
    );
    expect((await web.app.inject({ url: href.publicProfile(suspendedId) })).statusCode).toBe(404);
    expect((await web.app.inject({ url: '/sitemaps/profiles-2.xml' })).statusCode).toBe(404);
    await web.database.db.execute(sql`update users set suspended_at = null where id = ${suspendedId}`);
  });

  it('names the sitemap in robots.txt', async () => {
    const robots = await web.app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Disallow: /my-messages\n');
    expect(robots.body).toContain('Disallow: /zh/my-messages\n');
  });
});
