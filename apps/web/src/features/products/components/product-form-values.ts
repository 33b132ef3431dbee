import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Type } from 'typebox';
import { MAX_PRODUCT_IMAGES, ProductBody, type Product } from '@tradeforge/contracts';
import { matchesSchema, schemaResolver } from '@/lib/form-resolver';
import type { ImageItem } from './product-images-editor';
import type { Spec } from './spec-rows-editor';
import { toTermsValues, type TermsFormValues } from './product-terms-values';

/** What the product form holds: lists typed as text (keywords by commas, videos by lines), images as items. */
export interface ProductFormValues {
  name: string;
  keywords: string;
  description: string;
  industryId: string;
  categoryId: string;
  subCategoryId: string;
  leadTime: string;
  stock: boolean;
  specs: Spec[];
  mainImage: ImageItem | null;
  images: ImageItem[];
  videos: string;
  terms: TermsFormValues;
}

/** Splits a typed list on the separator, trimmed, empty items dropped. */
const splitList = (text: string, separator: string) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

export const toKeywords = (text: string) => splitList(text, ',');
export const toVideos = (text: string) => splitList(text, '\n').map((url) => ({ url }));
/** Rows with a name and a value are sent; a row left half empty is dropped. */
export const toSpecs = (specs: Spec[]) =>
  specs
    .map((spec) => ({ key: spec.key.trim(), value: spec.value.trim() }))
    .filter((spec) => spec.key && spec.value);

const body = ProductBody.properties;

/** The rules of the product save, on the form's values: the typed lists are checked as they will be sent. */
const productFormSchema = (i18n: I18n) =>
  Type.Object({
    name: body.name,
    keywords: Type.Refine(
      Type.String(),
      (text) => matchesSchema(body.keywords, toKeywords(text)),
      () => i18n._(msg`Up to 20 keywords, of at most 40 characters each.`),
    ),
    description: body.description,
    industryId: body.industryId,
    categoryId: body.categoryId,
    subCategoryId: Type.String(),
    leadTime: body.leadTime,
    stock: body.stock,
    specs: Type.Refine(
      Type.Array(Type.Object({ key: Type.String(), value: Type.String() })),
      (specs) => matchesSchema(body.specs, toSpecs(specs)),
      () => i18n._(msg`Up to 30 specifications; names of at most 60 characters, values of at most 500.`),
    ),
    mainImage: Type.Unknown(),
    images: Type.Array(Type.Unknown(), { maxItems: MAX_PRODUCT_IMAGES }),
    videos: Type.Refine(
      Type.String(),
      (text) => matchesSchema(body.videos, toVideos(text)),
      () => i18n._(msg`Up to 5 links, of at most 300 characters each.`),
    ),
    // Checked on submit by termsProblems, which reports each field on its own.
    terms: Type.Unknown(),
  });

/** The form's resolver, its messages in the page's language. */
export const productFormResolver = (i18n: I18n) =>
  schemaResolver<ProductFormValues>(productFormSchema(i18n), {
    industryId: i18n._(msg`Please select an industry.`),
    categoryId: i18n._(msg`Please select a category.`),
  });

export const toFormValues = (product?: Product): ProductFormValues => ({
  name: product?.name ?? '',
  keywords: product?.keywords.join(', ') ?? '',
  description: product?.description ?? '',
  industryId: product?.industry.id ?? '',
  categoryId: product?.category.id ?? '',
  subCategoryId: product?.subCategory?.id ?? '',
  leadTime: product?.leadTime ?? '',
  stock: product?.stock ?? true,
  specs: product?.specs.length ? product.specs : [{ key: '', value: '' }],
  mainImage: product?.mainImage ? { url: product.mainImage.url } : null,
  images: product?.images.map((image) => ({ url: image.url })) ?? [],
  videos: product?.videos.map((video) => video.url).join('\n') ?? '',
  terms: toTermsValues(product),
});
