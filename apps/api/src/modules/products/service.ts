import { randomUUID } from 'node:crypto';
import { PRODUCT_LIMITS, type ProductBody } from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { AppError, notFound } from '../../lib/app-error';
import { normalizeVideoUrl } from '../../lib/video-url';
import { requiredText } from '../../lib/text';
import { findBusinessCards, MANAGERS, type BusinessService, type ImageResolver } from '../businesses';
import type { ReferenceService } from '../reference';
import type { DatasheetService } from './datasheets';
import { toProduct } from './product-mapper';
import * as repository from './repository';
import { datasheetName, toTermColumns } from './terms';
import { commonErrors } from '../../lib/errors';
import { productErrors } from './errors';

type ImageRef = ProductBody['images'][number];
type StoredImage = NonNullable<repository.ProductRow['mainImage']>;

/**
 * Runs a transaction again when PostgreSQL ended it to break a deadlock. New search words are added one
 * transaction at a time (an advisory lock, migration 0044), but a transaction waiting for that lock may hold a row
 * the one holding it needs (two catalogs of one business saved at once), and one of them is aborted (40P01).
 */
async function retryDeadlocked<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error;
    }
  }
}

function isDeadlock(error: unknown) {
  for (let current = error; current instanceof Error; current = current.cause)
    if ((current as { code?: unknown }).code === '40P01') return true;
  return false;
}

export function createProductService(deps: {
  db: Db;
  reference: ReferenceService;
  businesses: BusinessService;
  resolveImage: ImageResolver;
  /** Deletes the files of images nobody uses any more. */
  deleteImages: (images: StoredImage[]) => Promise<void>;
  datasheets: DatasheetService;
}) {
  const { db, reference, businesses, resolveImage, datasheets } = deps;

  async function businessSummary(businessId: string) {
    const [card] = await findBusinessCards(db, [businessId]);
    if (!card) throw notFound(commonErrors.text('gone', { what: 'business' }));
    return card;
  }

  /** The industry, category and subcategory must form one branch of the tree. */
  async function checkTaxonomy(body: ProductBody) {
    const industry = (await reference.listIndustryTree()).find(
      (candidate) => candidate.id === body.industryId,
    );
    const category = industry?.categories.find((candidate) => candidate.id === body.categoryId);
    if (!industry || !category) throw new AppError('ValidationError', productErrors.text('category'));
    if (body.subCategoryId && !category.subCategories.some((sub) => sub.id === body.subCategoryId)) {
      throw new AppError('ValidationError', productErrors.text('subCategory'));
    }
  }

  /** New images come from validated uploads of this user; kept images must already belong to the product. */
  async function resolveImages(userId: string, refs: ImageRef[], existing: string[]) {
    return Promise.all(
      refs.map(async (ref) => {
        if ('token' in ref) return resolveImage(ref.token, userId);
        if (!existing.includes(ref.url))
          throw new AppError('ValidationError', productErrors.text('imageFirst'));
        return { url: ref.url };
      }),
    );
  }

  /** A new upload is checked and attached; a kept one must be the product's own; none removes it. */
  async function resolveDatasheet(
    userId: string,
    productId: string,
    body: ProductBody,
    current?: repository.ProductRow,
  ) {
    const ref = body.datasheet;
    if (!ref) return null;
    if ('token' in ref) return datasheets.attach(userId, ref.token, productId);
    if (ref.url !== current?.datasheet?.url)
      throw new AppError('ValidationError', productErrors.text('datasheetFirst'));
    return current.datasheet;
  }

  async function toFields(
    userId: string,
    productId: string,
    body: ProductBody,
    current?: repository.ProductRow,
  ) {
    const name = requiredText('name', body.name, 2);
    const description = requiredText('description', body.description, 20);
    const specs = body.specs.map((spec, index) => ({
      key: requiredText(`specs[${index}].key`, spec.key),
      value: requiredText(`specs[${index}].value`, spec.value),
    }));
    await checkTaxonomy(body);
    const terms = toTermColumns(body);
    const existing = current
      ? [current.mainImage, ...current.images].filter((image) => !!image).map((image) => image!.url)
      : [];
    const keep = (url: string) =>
      [current?.mainImage, ...(current?.images ?? [])].find((image) => image?.url === url);
    const [main] = body.mainImage ? await resolveImages(userId, [body.mainImage], existing) : [undefined];
    const gallery = await resolveImages(userId, body.images, existing);
    return {
      name,
      keywords: [...new Set(body.keywords.map((keyword) => keyword.trim().toLowerCase()).filter(Boolean))],
      description,
      industryId: body.industryId,
      categoryId: body.categoryId,
      subCategoryId: body.subCategoryId ?? null,
      leadTime: body.leadTime?.trim() || null,
      stock: body.stock,
      specs,
      mainImage: main ? (keep(main.url) ?? main) : null,
      images: gallery.map((image) => keep(image.url) ?? image),
      videos: body.videos.map((video) => ({ videoID: randomUUID(), url: normalizeVideoUrl(video.url)! })),
      ...terms,
      datasheet: await resolveDatasheet(userId, productId, body, current),
    };
  }

  const isManager = (businessId: string, userId: string) =>
    businesses.requireAccess(businessId, userId, MANAGERS).then(
      () => true,
      () => false,
    );

  async function getProduct(productId: string, viewerId?: string) {
    const row = await repository.findProduct(db, productId);
    if (!row) throw notFound(commonErrors.text('gone', { what: 'product' }));
    // Hidden by an operator or under a suspended business (issue 19): only its managers see it, and why.
    const { moderatedAt, businessSuspended } = row.product;
    if (
      (moderatedAt || businessSuspended) &&
      !(viewerId && (await isManager(row.product.businessId, viewerId)))
    )
      throw notFound(commonErrors.text('gone', { what: 'product' }));
    return toProduct(row, await businessSummary(row.product.businessId));
  }

  /** Checks and stores the products in order, in one statement; answers their ids. */
  async function createProducts(userId: string, businessId: string, bodies: ProductBody[]) {
    const { business } = await businesses.requireAccess(businessId, userId, MANAGERS);
    const ids = bodies.map(() => randomUUID());
    const fields = await Promise.all(bodies.map((body, index) => toFields(userId, ids[index]!, body)));
    await retryDeadlocked(() =>
      db.transaction(async (tx) => {
        const limit = PRODUCT_LIMITS[business.subscription];
        if ((await repository.countProductsLocked(tx, businessId)) + bodies.length > limit) {
          const tier = business.subscription[0]!.toUpperCase() + business.subscription.slice(1);
          throw new AppError('Conflict', productErrors.text('limit', { tier, limit }));
        }
        await repository.insertProducts(
          tx,
          fields.map((row, index) => ({ ...row, id: ids[index]!, businessId })),
        );
      }),
    );
    return ids;
  }

  return {
    getProduct,

    async listByBusiness(businessId: string, viewerId?: string) {
      const business = await businessSummary(businessId);
      const manager = viewerId !== undefined && (await isManager(businessId, viewerId));
      const rows = await repository.findProductsOfBusiness(db, businessId, manager);
      return rows.map((row) => toProduct(row, business));
    },

    async createProduct(userId: string, businessId: string, body: ProductBody) {
      const [id] = await createProducts(userId, businessId, [body]);
      return getProduct(id!, userId);
    },

    /** Several products of one business at once (the demo data's catalogs): one insert, within the tier's limit. */
    createProducts,

    async updateProduct(userId: string, productId: string, body: ProductBody) {
      const current = await repository.findProduct(db, productId);
      if (!current) throw notFound(commonErrors.text('gone', { what: 'product' }));
      await businesses.requireAccess(current.product.businessId, userId, MANAGERS);
      const fields = await toFields(userId, productId, body, current.product);
      await repository.updateProduct(db, productId, fields);
      if (current.product.datasheet && fields.datasheet?.key !== current.product.datasheet.key)
        await datasheets.remove(current.product.datasheet);
      return getProduct(productId, userId);
    },

    async deleteProduct(userId: string, productId: string) {
      const current = await repository.findProduct(db, productId);
      if (!current) throw notFound(commonErrors.text('gone', { what: 'product' }));
      await businesses.requireAccess(current.product.businessId, userId, MANAGERS);
      const [deleted] = await repository.deleteProduct(db, current.product.businessId, productId);
      if (deleted) await deps.deleteImages([deleted.main, ...deleted.images].filter((image) => !!image));
      await datasheets.remove(current.product.datasheet);
    },

    /**
     * The product's PDF and the name to download it as. A product hidden by an operator or under a suspended
     * business keeps its file from everyone but its managers, as its page does (`restricted`: not to be cached).
     */
    async readDatasheet(productId: string, viewerId?: string) {
      const row = await repository.findProduct(db, productId);
      if (!row?.product.datasheet) throw notFound(productErrors.text('noDatasheet'));
      const { moderatedAt, businessSuspended, businessId } = row.product;
      const restricted = !!moderatedAt || businessSuspended;
      if (restricted && !(viewerId && (await isManager(businessId, viewerId))))
        throw notFound(productErrors.text('noDatasheet'));
      const bytes = await datasheets.read(row.product.datasheet);
      if (!bytes) throw notFound(productErrors.text('noDatasheet'));
      return { bytes, name: datasheetName(row.product.name), restricted };
    },

    requestDatasheetUpload: datasheets.requestUpload,
  };
}

export type ProductService = ReturnType<typeof createProductService>;
