import { Type, type Static } from 'typebox';

/** Free-text limits of the need-help enquiry (spec part 2, section 5). */
export const ENQUIRY_MORE_INFO_MAX = 512;
export const ENQUIRY_PRODUCT_SLOTS = [1, 2, 3, 4] as const;

const text = (maxLength: number, description?: string) =>
  Type.Optional(Type.String({ maxLength, ...(description ? { description } : {}) }));
const product = () => text(120, 'A product or category name from the industry list');

/**
 * The need-help enquiry (spec part 2, section 3): a no-fee request to be contacted by the operator. Only the
 * company phone and the e-mail are required; unknown fields are stripped, every text has a real limit.
 */
export const NeedHelpEnquiry = Type.Object(
  {
    firstName: text(80),
    lastName: text(80),
    businessName: text(160),
    businessType: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', description: 'Business type code' })),
    website: text(200),
    jobPosition: Type.Optional(Type.Integer({ minimum: 1, description: 'jobPositionID' })),
    address: text(200),
    zipcode: text(20),
    city: text(100),
    usaState: Type.Optional(Type.String({ maxLength: 10, description: 'stateID of a US state, e.g. US-FL' })),
    country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2 code' })),
    companyPhone: Type.String({
      minLength: 1,
      maxLength: 30,
      description: 'International format, e.g. +1 305 555 0100',
    }),
    companyFax: text(30),
    totalEmployees: text(40),
    salesEmployees: text(40),
    mobilePhone: text(30),
    email: Type.String({ format: 'email', minLength: 3, maxLength: 254 }),
    buyProduct1: product(),
    buyProduct2: product(),
    buyProduct3: product(),
    buyProduct4: product(),
    moreInfoBuy: text(ENQUIRY_MORE_INFO_MAX),
    sellProduct1: product(),
    sellProduct2: product(),
    sellProduct3: product(),
    sellProduct4: product(),
    moreInfoSell: text(ENQUIRY_MORE_INFO_MAX),
  },
  { additionalProperties: false },
);
export type NeedHelpEnquiry = Static<typeof NeedHelpEnquiry>;

export const NeedHelpReceipt = Type.Object(
  { enquiryID: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type NeedHelpReceipt = Static<typeof NeedHelpReceipt>;

export const NEEDHELP_MESSAGES = {
  success: 'Request sent successfully, you will be contacted soon!',
  failure: 'There was an error processing your request, please try again in a few hours!',
} as const;
