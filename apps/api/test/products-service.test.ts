import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '@tradeforge/db';
import { createTestDatabase, type TestDatabase } from '@tradeforge/db/testing';
import { createBusinessService } from '../src/modules/businesses';
import { createDatasheetService, createProductService, type ProductService } from '../src/modules/products';
import { createLocalStorage } from '../src/platform/storage/local';
import { createReferenceService } from '../src/modules/reference';
import { createBusiness, createUser } from './factories';

let database: TestDatabase;
let products: ProductService;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const reference = createReferenceService(database.db);
  const resolveImage = async (token: string) => ({ url: `/uploads/${token}.webp` });
  // File deletion is tested through the API with real files (deletion.test.ts).
  const deleteImages = async () => undefined;
  dataDir = await mkdtemp(path.join(tmpdir(), 'tradeforge-products-'));
  const apiPublicUrl = 'http://localhost/api';
  const storage = createLocalStorage({ root: dataDir, secret: async () => 'test-secret', apiPublicUrl });
  const datasheets = createDatasheetService({ db: database.db, storage: storage.driver, apiPublicUrl });
  const businesses = createBusinessService({
    db: database.db,
    reference,
    resolveImage,
    deleteImages,
    deleteDatasheets: datasheets.removeAll,
    deletePrivateFiles: async () => undefined,
  });
  products = createProductService({
    db: database.db,
    reference,
    businesses,
    resolveImage,
    deleteImages,
    datasheets,
  });
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const pump = {
  name: 'HX-200 Gear Pump',
  keywords: ['Hydraulic Pump', 'gear pump', 'hydraulic pump'],
  description: 'Cast-iron external gear pump for mobile hydraulics, 200 bar continuous.',
  industryId: '0005',
  categoryId: '0005-01',
  stock: true,
  specs: [
    { key: 'Max pressure', value: '200 bar' },
    { key: 'Displacement', value: '16 cc/rev' },
  ],
  images: [{ token: '6f1c1c2e-2a4b-4a8e-9a51-2a8d1f6f0c11' }],
  videos: [{ url: 'https://youtu.be/dQw4w9WgXcQ' }],
};

describe('products', () => {
  it('creates a product with specs, images and video, tied to its business', async () => {
    const owner = await createUser(database.db);
    const business = await createBusiness(database.db, {
      ownerId: owner.id,
      companyName: 'Gulf Coast Hydraulics',
    });
    const product = await products.createProduct(owner.id, business.id, pump);
    expect(product.name).toBe('HX-200 Gear Pump');
    expect(product.keywords).toEqual(['hydraulic pump', 'gear pump']);
    expect(product.specs).toHaveLength(2);
    expect(product.images[0]?.url).toBe('/uploads/6f1c1c2e-2a4b-4a8e-9a51-2a8d1f6f0c11.webp');
    expect(product.photos).toBe(1);
    expect(product.videos[0]?.url).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(product.category.name).toBeTruthy();
    expect(product.businessProfile.general.companyName).toBe('Gulf Coast Hydraulics');
    expect(await products.listByBusiness(business.id)).toHaveLength(1);
  });

  it('refuses a category outside the chosen industry', async () => {
    const owner = await createUser(database.db);
    const business = await createBusiness(database.db, { ownerId: owner.id });
    await expect(
      products.createProduct(owner.id, business.id, { ...pump, categoryId: '0001-01' }),
    ).rejects.toThrow(/category of the chosen industry/);
  });

  it('limits products by membership: 7 on standard, 20 on gold', async () => {
    const owner = await createUser(database.db);
    const business = await createBusiness(database.db, { ownerId: owner.id });
    for (let i = 0; i < 7; i++)
      await products.createProduct(owner.id, business.id, { ...pump, name: `Pump ${i}`, images: [] });
    await expect(products.createProduct(owner.id, business.id, { ...pump, images: [] })).rejects.toThrow(
      /Standard membership allows 7 products/,
    );
    await database.db
      .update(schema.businesses)
      .set({ subscription: 'gold' })
      .where(eq(schema.businesses.id, business.id));
    await expect(
      products.createProduct(owner.id, business.id, { ...pump, images: [] }),
    ).resolves.toMatchObject({ name: pump.name });
  });

  it('creates a catalog in one batch, listed in the order given, and refuses a batch past the limit whole', async () => {
    const owner = await createUser(database.db);
    const business = await createBusiness(database.db, { ownerId: owner.id });
    const names = ['Pump A', 'Pump B', 'Pump C', 'Pump D', 'Pump E'];
    const ids = await products.createProducts(
      owner.id,
      business.id,
      names.map((name) => ({ ...pump, name, images: [] })),
    );
    expect(ids).toHaveLength(5);
    const listed = await products.listByBusiness(business.id);
    // Newest first, as if created one by one.
    expect(listed.map((product) => product.name)).toEqual([...names].reverse());
    expect(listed.map((product) => product.productID)).toEqual([...ids].reverse());
    expect(listed[0]?.keywords).toEqual(['hydraulic pump', 'gear pump']);
    await expect(
      products.createProducts(owner.id, business.id, [
        { ...pump, name: 'Pump F', images: [] },
        { ...pump, name: 'Pump G', images: [] },
        { ...pump, name: 'Pump H', images: [] },
      ]),
    ).rejects.toThrow(/Standard membership allows 7 products/);
    await expect(
      products.createProducts(owner.id, business.id, [
        { ...pump, name: 'Pump F', images: [] },
        { ...pump, name: 'P', images: [] },
      ]),
    ).rejects.toMatchObject({ code: 'ValidationError' });
    expect(await products.listByBusiness(business.id)).toHaveLength(5);
  });

  it('saves a catalog that deadlocked with another writer over new search words by running it again', async () => {
    const owner = await createUser(database.db);
    const business = await createBusiness(database.db, { ownerId: owner.id });
    // Another writer holds the second product's new word and then wants the first one's: a deadlock, which
    // PostgreSQL breaks by aborting the catalog's transaction (it has waited longest).
    const other = await database.pool.connect();
    try {
      await other.query('begin');
      await other.query(`insert into search_lexemes (lexeme) values ('qzvbeta')`);
      const saved = products.createProducts(owner.id, business.id, [
        { ...pump, name: 'Qzvalpha Gear Pump', images: [] },
        { ...pump, name: 'Qzvbeta Gear Pump', images: [] },
      ]);
      await vi.waitFor(
        async () => {
          const waiting = await database.pool.query(
            `select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like 'insert into "products"%'`,
          );
          expect(waiting.rowCount).toBe(1);
        },
        { timeout: 10_000, interval: 20 },
      );
      const blocked = other.query(`insert into search_lexemes (lexeme) values ('qzvalpha')`);
      await blocked;
      await other.query('commit');
      await expect(saved).resolves.toHaveLength(2);
    } finally {
      other.release();
    }
    expect((await products.listByBusiness(business.id)).map((product) => product.name)).toEqual([
      'Qzvbeta Gear Pump',
      'Qzvalpha Gear Pump',
    ]);
  });

  it('lets no stranger add, edit or delete products', async () => {
    const owner = await createUser(database.db);
    const stranger = await createUser(database.db);
    const business = await createBusiness(database.db, { ownerId: owner.id });
    const product = await products.createProduct(owner.id, business.id, { ...pump, images: [] });
    await expect(products.createProduct(stranger.id, business.id, pump)).rejects.toMatchObject({
      code: 'Forbidden',
    });
    await expect(products.updateProduct(stranger.id, product.productID, pump)).rejects.toMatchObject({
      code: 'Forbidden',
    });
    await expect(products.deleteProduct(stranger.id, product.productID)).rejects.toMatchObject({
      code: 'Forbidden',
    });
  });

  it('keeps existing images by url on edit and refuses foreign urls', async () => {
    const owner = await createUser(database.db);
    const business = await createBusiness(database.db, { ownerId: owner.id });
    const product = await products.createProduct(owner.id, business.id, pump);
    const kept = product.images[0]!.url;
    const edited = await products.updateProduct(owner.id, product.productID, {
      ...pump,
      images: [{ url: kept }],
      name: 'HX-250',
    });
    expect(edited.name).toBe('HX-250');
    expect(edited.images.map((image) => image.url)).toEqual([kept]);
    await expect(
      products.updateProduct(owner.id, product.productID, {
        ...pump,
        images: [{ url: 'https://evil.example/x.png' }],
      }),
    ).rejects.toThrow(/uploaded first/);
  });
});
