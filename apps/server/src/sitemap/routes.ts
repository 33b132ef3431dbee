import type { FastifyPluginAsync } from 'fastify';
import { localizedPath, SITE_LOCALES } from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { href, paths, TIP_SLUGS } from '@tradeforge/web/paths';
import {
  countListings,
  listBusinesses,
  listIndustryNames,
  listProducts,
  listProfiles,
  type SitemapEntry,
} from './repository';

/** The sitemap protocol's limit of addresses per file. */
export const SITEMAP_FILE_SIZE = 50_000;
/** Pages per numbered file: each page is listed at its address in every language. */
export const PAGES_PER_FILE = SITEMAP_FILE_SIZE / SITE_LOCALES.length;

const STATIC_PAGES = [
  paths.home,
  paths.industries,
  paths.aboutUs,
  paths.missionVision,
  paths.whyWbn,
  paths.ourNetwork,
  paths.advertiseWithUs,
  paths.freeMarketing,
  paths.messageCenter,
  paths.workWithUs,
  paths.privacyPolicy,
  paths.termsAndConditions,
  paths.contactUs,
  paths.membershipStandard,
  paths.membershipGold,
  paths.membershipPremium,
  paths.membershipPlatinum,
  ...TIP_SLUGS.map((slug) => href.tip(slug)),
];

const MEMBERS_ONLY = ['/SetID', '/profile/edit', '/my-business', '/my-messages', '/newsfeed', '/operator'];
/** What crawlers leave alone: the API, the account service, and the members' pages in every language. */
const ROBOTS_DISALLOWED = [
  '/api/',
  '/accounts/',
  ...SITE_LOCALES.flatMap((locale) => MEMBERS_ONLY.map((path) => localizedPath(locale, path))),
];

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Location {
  path: string;
  lastModified?: Date;
}

/** Each page at its address in every language (the pages themselves name the others with `hreflang`). */
const urlSet = (origin: string, locations: Location[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locations
    .flatMap(({ path, lastModified }) =>
      SITE_LOCALES.map(
        (locale) =>
          `<url><loc>${escapeXml(`${origin}${localizedPath(locale, path)}`)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>`,
      ),
    )
    .join('\n')}\n</urlset>\n`;

const sitemapIndex = (origin: string, files: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
    .map((file) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${file}`)}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;

const filesOf = (kind: string, total: number) =>
  Array.from({ length: Math.ceil(total / PAGES_PER_FILE) }, (_, index) => `${kind}-${index + 1}.xml`);

/** The kinds of pages listed in numbered files, each with how it reads one file and builds an address. */
const LISTED = {
  businesses: {
    list: listBusinesses,
    path: ({ parts, id }: SitemapEntry) => href.business(parts[0]!, id),
  },
  products: {
    list: listProducts,
    path: ({ parts, id }: SitemapEntry) => href.product(parts[0]!, parts[1]!, id),
  },
  profiles: { list: listProfiles, path: ({ id }: SitemapEntry) => href.publicProfile(id) },
} as const;

/**
 * `/robots.txt` and the sitemaps: `/sitemap.xml` is an index of files of at most 50,000 addresses each (the static
 * pages, the industry and category searches, then businesses, products and public profiles by id range), every
 * page at its address in each of the four languages. Crawlers
 * may keep them an hour. Addresses are built with the web app's own builders (`@tradeforge/web/paths`).
 */
export const sitemapPlugin: FastifyPluginAsync<{ db: Db; origin: string }> = async (app, { db, origin }) => {
  const xml = 'application/xml; charset=utf-8';
  const cache = 'public, max-age=3600';

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', cache)
      .send(
        `User-agent: *\n${ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}\n`).join('')}\nSitemap: ${origin}/sitemap.xml\n`,
      ),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const counts = await countListings(db);
    const files = [
      'pages.xml',
      'industries.xml',
      ...filesOf('businesses', counts.businesses),
      ...filesOf('products', counts.products),
      ...filesOf('profiles', counts.profiles),
    ];
    return reply.type(xml).header('cache-control', cache).send(sitemapIndex(origin, files));
  });

  app.get('/sitemaps/pages.xml', async (_request, reply) =>
    reply
      .type(xml)
      .header('cache-control', cache)
      .send(
        urlSet(
          origin,
          STATIC_PAGES.map((path) => ({ path })),
        ),
      ),
  );

  app.get('/sitemaps/industries.xml', async (_request, reply) => {
    const names = await listIndustryNames(db);
    const locations = names.map((search) => ({
      path: href.search({ business: 'MA', countries: 'global', search }),
    }));
    return reply.type(xml).header('cache-control', cache).send(urlSet(origin, locations));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const file = /^(businesses|products|profiles)-([1-9]\d{0,4})\.xml$/.exec(request.params.file);
    if (!file) return reply.status(404).type('text/plain; charset=utf-8').send('No such sitemap');
    const offset = (Number(file[2]) - 1) * PAGES_PER_FILE;
    const kind = LISTED[file[1] as keyof typeof LISTED];
    const entries = await kind.list(db, offset, PAGES_PER_FILE);
    if (entries.length === 0 && offset > 0) {
      return reply.status(404).type('text/plain; charset=utf-8').send('No such sitemap');
    }
    const locations = entries.map((entry) => ({ path: kind.path(entry), lastModified: entry.updatedAt }));
    return reply.type(xml).header('cache-control', cache).send(urlSet(origin, locations));
  });
};
