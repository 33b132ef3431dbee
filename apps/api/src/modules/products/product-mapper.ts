import type { BusinessSummary, Product } from '@tradeforge/contracts';
import type { ProductWithNames } from './repository';
import { toTerms } from './terms';

export function toProduct(row: NonNullable<ProductWithNames>, business: BusinessSummary): Product {
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
