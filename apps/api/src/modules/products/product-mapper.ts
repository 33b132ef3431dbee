import type { BusinessSummary, Product } from '@tradeforge/contracts';
import type { ProductRow } from './repository';
import { TERM_FIELDS, toTerms } from './terms';

/** The columns of a product `toProduct` reads (search reads only these for its pages). */
export const PRODUCT_FIELDS = [
  'id',
  'businessId',
  'name',
  'keywords',
  'description',
  'mainImage',
  'images',
  'videos',
  'industryId',
  'categoryId',
  'subCategoryId',
  'leadTime',
  'stock',
  'specs',
  ...TERM_FIELDS,
  'createdAt',
  'hidden',
  'moderationReason',
] as const satisfies readonly (keyof ProductRow)[];

/** A product as `toProduct` reads it: its columns, with the names of its industry, category and subcategory. */
export type ProductSource = {
  product: Pick<ProductRow, (typeof PRODUCT_FIELDS)[number]>;
  industryName: string;
  categoryName: string;
  subCategoryName: string | null;
};

export function toProduct(row: ProductSource, business: BusinessSummary): Product {
  const { product } = row;
  return {
    productID: product.id,
    businessID: product.businessId,
    name: product.name,
    keywords: product.keywords,
    description: product.description,
    mainImage: product.mainImage,
    images: product.images,
    photos: product.images.length + (product.mainImage ? 1 : 0),
    videos: product.videos,
    industry: { id: product.industryId, name: row.industryName },
    category: { id: product.categoryId, name: row.categoryName },
    subCategory:
      product.subCategoryId && row.subCategoryName
        ? { id: product.subCategoryId, name: row.subCategoryName }
        : null,
    leadTime: product.leadTime,
    stock: product.stock,
    specs: product.specs,
    ...toTerms(product),
    createdAt: product.createdAt.toISOString(),
    hidden: product.hidden,
    ...(product.moderationReason ? { moderationReason: product.moderationReason } : {}),
    businessProfile: business,
  };
}
