import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createUserService } from '@tradeforge/accounts';
import { createApiServices } from '@tradeforge/api';
import { createTestDatabase, type TestDatabase } from '@tradeforge/db/testing';
import { createMailer } from '@tradeforge/mail';
import { loadHostConfig } from '../src/config';
import { buildHost } from '../src/host';

export const webDir = fileURLToPath(new URL('../../web', import.meta.url));
export const ORIGIN = 'http://localhost:3000';

/** The host serving the built web app, on a database of its own holding one business with one product. */
export interface WebHost {
  database: TestDatabase;
  app: FastifyInstance;
  hostConfig: ReturnType<typeof loadHostConfig>;
  business: { id: string; name: string };
  product: { id: string; name: string };
  ownerId: string;
}

/** A business with an address and one product, made through the services the routes use. */
async function createListing(database: TestDatabase, config: ReturnType<typeof loadHostConfig>) {
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

/**
 * The host serves the built web app and its server bundle; build them once when this checkout has neither. The
 * web test files start together: the first takes a lock (a directory, made atomically) and builds, the others
 * wait for it rather than build into the same folders at once.
 */
async function ensureWebBuild() {
  const entry = path.join(webDir, 'dist-server', 'entry-server.js');
  if (existsSync(entry)) return;
  const lock = path.join(webDir, '.test-build-lock');
  try {
    mkdirSync(lock);
  } catch {
    // A lock left by a run killed mid-build would be waited on for ever: the hook's time is the limit.
    const deadline = Date.now() + 110_000;
    while (existsSync(lock)) {
      if (Date.now() > deadline)
        throw new Error(`${lock} is still there: remove it if no web build is running`);
      await setTimeout(500);
    }
    if (!existsSync(entry)) throw new Error(`the web build of another test file failed (see its output)`);
    return;
  }
  try {
    execFileSync('npm', ['run', 'build'], { cwd: webDir, stdio: 'inherit' });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Starts the host before the file's tests and stops it after; its fields are set once the tests run. */
export function useWebHost(): WebHost {
  const host = {} as WebHost;
  let dataDir: string | undefined;
  beforeAll(async () => {
    await ensureWebBuild();
    host.database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'tradeforge-web-'));
    const config = loadHostConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      PUBLIC_URL: ORIGIN,
      DEMO_DATA: 'false',
      SEARCH_MEMORY_INDEX: 'at-start',
    });
    host.hostConfig = config;
    Object.assign(host, await createListing(host.database, config));
    host.app = await buildHost(config, host.database.db);
    await host.app.ready();
  }, 120_000);
  afterAll(async () => {
    await host.app?.close();
    await host.database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return host;
}

/** The JSON-LD blocks of a page, in order. */
export const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
/** The content of a page's meta tag. */
export const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
