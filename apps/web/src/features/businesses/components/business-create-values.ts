import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Type } from 'typebox';
import { BusinessCreateBody, MAX_BUSINESS_CATEGORIES } from '@tradeforge/contracts';
import { schemaResolver } from '@/lib/form-resolver';

/** What the create form holds: the body's fields as the controls give them, the images as files. */
export interface BusinessCreateValues {
  logo: File | null;
  cover: File | null;
  companyName: string;
  industryId: string;
  categories: string[];
  businessType: string;
  country: string;
  state: string;
  shortDescription: string;
  textLanguage: string;
}

const body = BusinessCreateBody.properties;

/** The rules of POST /business/profile/create, on the form's values. */
const businessCreateSchema = Type.Object({
  logo: Type.Unknown(),
  cover: Type.Unknown(),
  companyName: body.companyName,
  industryId: Type.String({ minLength: 1 }),
  categories: Type.Array(Type.String(), { minItems: 1, maxItems: MAX_BUSINESS_CATEGORIES }),
  businessType: body.businessType,
  country: body.country,
  state: Type.String(),
  shortDescription: body.shortDescription,
  textLanguage: Type.String(),
});

const MESSAGES = {
  industryId: msg`Please select the main industry.`,
  categories: msg`Please choose at least one category.`,
  businessType: msg`Please select a business type.`,
  country: msg`Please select a country.`,
};

/** The form's resolver, its messages in the page's language. */
export const businessCreateResolver = (i18n: I18n) =>
  schemaResolver<BusinessCreateValues>(businessCreateSchema, {
    industryId: i18n._(MESSAGES.industryId),
    categories: { minItems: i18n._(MESSAGES.categories) },
    businessType: i18n._(MESSAGES.businessType),
    country: i18n._(MESSAGES.country),
  });

export const EMPTY_BUSINESS: BusinessCreateValues = {
  logo: null,
  cover: null,
  companyName: '',
  industryId: '',
  categories: [],
  businessType: '',
  country: 'US',
  state: '',
  shortDescription: '',
  textLanguage: 'en',
};
