import { Type, type Static } from 'typebox';
import { BusinessSummary } from './business';
import { StoredImage } from './profile';
import { ProductTerms, ProductTermsBody } from './product-terms';

const Text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength });
const Nullable = <T extends Parameters<typeof Type.Optional>[0]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const MAX_PRODUCT_IMAGES = 10;
export const MAX_PRODUCT_SPECS = 30;

/** An image in a product form: a new upload (its token) or one the product already has (its url). */
export const ProductImageRef = Type.Union([
  Type.Object({ token: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
  Type.Object({ url: Text(500, 1) }, { additionalProperties: false }),
]);

export const ProductBody = Type.Object(
  {
    name: Text(120, 2),
    keywords: Type.Array(Text(40, 1), { maxItems: 20 }),
    description: Text(5000, 20),
    industryId: Type.String({ pattern: '^\\d{4}$' }),
    categoryId: Type.String({ pattern: '^\\d{4}-\\d{2}$' }),
    subCategoryId: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    leadTime: Type.Optional(Text(60)),
    stock: Type.Boolean(),
    specs: Type.Array(
      Type.Object({ key: Text(60, 1), value: Text(500, 1) }, { additionalProperties: false }),
      {
        maxItems: MAX_PRODUCT_SPECS,
      },
    ),
    mainImage: Type.Optional(ProductImageRef),
    images: Type.Array(ProductImageRef, { maxItems: MAX_PRODUCT_IMAGES }),
    videos: Type.Array(Type.Object({ url: Text(300, 1) }, { additionalProperties: false }), { maxItems: 5 }),
    ...ProductTermsBody,
  },
  { additionalProperties: false },
);
export type ProductBody = Static<typeof ProductBody>;

const Named = Type.Object({ id: Type.String(), name: Type.String() });

export const Product = Type.Object({
  productID: Type.String({ format: 'uuid' }),
  businessID: Type.String({ format: 'uuid' }),
  name: Type.String(),
  keywords: Type.Array(Type.String()),
  description: Type.String(),
  mainImage: Nullable(StoredImage),
  images: Type.Array(StoredImage),
  photos: Type.Integer({ description: 'Number of images, main image included' }),
  videos: Type.Array(Type.Object({ videoID: Type.String(), url: Type.String() })),
  industry: Named,
  category: Named,
  subCategory: Nullable(Named),
  leadTime: Nullable(Type.String()),
  stock: Type.Boolean(),
  specs: Type.Array(Type.Object({ key: Type.String(), value: Type.String() })),
  ...ProductTerms,
  createdAt: Type.String({ format: 'date-time' }),
  /** Beyond the membership's product limit after it lapsed: only the business's managers see it listed. */
  hidden: Type.Boolean(),
  /** Why an operator hid it; only its managers ever see a hidden product. */
  moderationReason: Type.Optional(Type.String()),
  businessProfile: BusinessSummary,
});
export type Product = Static<typeof Product>;

export const ProductIdParams = Type.Object({
  id: Type.String({ minLength: 36, maxLength: 800, description: 'Product id, or a slug ending with it' }),
});
export const ByBusinessQuery = Type.Object({
  bid: Type.String({ minLength: 36, maxLength: 600 }),
});
