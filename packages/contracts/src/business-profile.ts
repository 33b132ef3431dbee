import { Type, type Static } from 'typebox';
import { Reactions, Subscription } from './business';
import type { SiteLocale } from './locales';
import { ResponseStats } from './messages';
import { StoredImage } from './profile';

/** Business profile contracts (spec part 2, section 3), the create payload and one body per edit tab. */

export const BUSINESS_ACCESS = ['owner', 'admin', 'member'] as const;
export const MAX_SPOKEN_LANGUAGES = 30;
/** How many main categories a business may list. */
export const MAX_BUSINESS_CATEGORIES = 10;
export type BusinessAccess = (typeof BUSINESS_ACCESS)[number];
export const ViewerAccess = Type.Union([
  Type.Literal('owner'),
  Type.Literal('admin'),
  Type.Literal('member'),
  Type.Literal('none'),
]);
export type ViewerAccess = Static<typeof ViewerAccess>;

export const ProfileBusinessType = Type.Union(
  [
    Type.Literal('MA'),
    Type.Literal('DI'),
    Type.Literal('WS'),
    Type.Literal('IM'),
    Type.Literal('EX'),
    Type.Literal('RE'),
    Type.Literal('IN'),
    Type.Literal('CO'),
    Type.Literal('GO'),
  ],
  { description: 'Business type code (PR and UR are search targets, not business types)' },
);

const Optional = <T extends Parameters<typeof Type.Optional>[0]>(schema: T) => Type.Optional(schema);

/** The language of a business's texts and of its products' (a site language): search stems them in it. */
export const TextLanguage = Type.Union(
  [Type.Literal('en'), Type.Literal('es'), Type.Literal('it'), Type.Literal('zh')],
  { description: 'Language its descriptions and products are written in (en, es, it, zh); en by default' },
);
// The site's languages, all of them and no other.
true satisfies SiteLocale extends Static<typeof TextLanguage>
  ? Static<typeof TextLanguage> extends SiteLocale
    ? true
    : false
  : false;
const Text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength });
const CountryCode = Type.String({ pattern: '^[A-Za-z]{2}$' });
const StateId = Type.String({ minLength: 3, maxLength: 16 });
const CategoryRef = Type.String({
  pattern: '^\\d{4}\\.\\d{4}-\\d{2}$',
  description: 'industryId.categoryId, e.g. 0001.0001-02',
});
const Range = Type.Object(
  { min: Optional(Type.Number({ minimum: 0 })), max: Optional(Type.Number({ minimum: 0 })) },
  { additionalProperties: false },
);
const Phone = Type.Object(
  { countryCode: Text(6, 1), businessPhoneNumber: Text(20, 1) },
  { additionalProperties: false },
);
const NameList = Type.Array(Type.Object({ name: Text(80, 1) }, { additionalProperties: false }), {
  maxItems: 50,
});
/** An image is attached by the token of a validated upload. */
const UploadToken = Type.String({ format: 'uuid', description: 'Token of a validated upload' });

export const BusinessCreateBody = Type.Object(
  {
    companyName: Text(120, 2),
    categories: Type.Array(CategoryRef, {
      minItems: 1,
      maxItems: MAX_BUSINESS_CATEGORIES,
      uniqueItems: true,
    }),
    businessType: ProfileBusinessType,
    country: CountryCode,
    state: Optional(StateId),
    shortDescription: Text(600, 20),
    textLanguage: Optional(TextLanguage),
    profilePhoto: Optional(UploadToken),
    coverPhoto: Optional(UploadToken),
  },
  { additionalProperties: false },
);
export type BusinessCreateBody = Static<typeof BusinessCreateBody>;

export const BusinessGeneralBody = Type.Object(
  {
    companyName: Text(120, 2),
    businessType: ProfileBusinessType,
    categories: Type.Array(CategoryRef, {
      minItems: 1,
      maxItems: MAX_BUSINESS_CATEGORIES,
      uniqueItems: true,
    }),
    yearStablished: Optional(Type.Integer({ minimum: 1800, maximum: 2100 })),
    totalAnnualRevenue: Optional(Range),
    totalEmployees: Optional(Range),
    totalProductionEmployees: Optional(Range),
    productionCapacity: Optional(
      Type.Object(
        {
          min: Optional(Type.Number({ minimum: 0 })),
          max: Optional(Type.Number({ minimum: 0 })),
          unit: Optional(Text(30)),
          period: Optional(
            Type.Union([
              Type.Literal('day'),
              Type.Literal('week'),
              Type.Literal('month'),
              Type.Literal('year'),
            ]),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    shortDescription: Text(600, 20),
    generalDescription: Optional(Text(5000)),
    textLanguage: Optional(TextLanguage),
    video: Optional(Type.Object({ url: Text(300) }, { additionalProperties: false })),
    profilePhoto: Optional(UploadToken),
    coverPhoto: Optional(UploadToken),
  },
  { additionalProperties: false },
);
export type BusinessGeneralBody = Static<typeof BusinessGeneralBody>;

export const BusinessContactBody = Type.Object(
  {
    legalAddressEnglish: Optional(Text(300)),
    shippingAddressEnglish: Optional(Text(300)),
    city: Optional(Text(100)),
    zipcode: Optional(Text(20)),
    country: CountryCode,
    state: Optional(StateId),
    email: Optional(Type.String({ format: 'email', maxLength: 254 })),
    website: Optional(Text(300)),
    phone: Optional(Phone),
    mobilePhone: Optional(Phone),
  },
  { additionalProperties: false },
);
export type BusinessContactBody = Static<typeof BusinessContactBody>;

export const BusinessFactoryBody = Type.Object(
  {
    manufacturingFacilities: Optional(Text(1000)),
    city: Optional(Text(100)),
    zipcode: Optional(Text(20)),
    country: Optional(CountryCode),
    state: Optional(StateId),
    factorySize: Optional(Type.Number({ minimum: 0, maximum: 100_000_000, description: 'm2' })),
    numberProductionLines: Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
    contractManufacturing: Optional(
      Type.Array(
        Type.Union([
          Type.Literal('OEM'),
          Type.Literal('ODM'),
          Type.Literal('PRIVATE_LABEL'),
          Type.Literal('DESIGN'),
        ]),
        { uniqueItems: true },
      ),
    ),
  },
  { additionalProperties: false },
);
export type BusinessFactoryBody = Static<typeof BusinessFactoryBody>;

export const BusinessTradeBody = Type.Object(
  {
    markets: Optional(NameList),
    spokenLanguages: Optional(Type.Array(Text(8, 2), { maxItems: MAX_SPOKEN_LANGUAGES, uniqueItems: true })),
    totalEmployeesSales: Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
    averageLeadTime: Optional(Type.Integer({ minimum: 0, maximum: 3650, description: 'days' })),
  },
  { additionalProperties: false },
);
export type BusinessTradeBody = Static<typeof BusinessTradeBody>;

export const BusinessTermsBody = Type.Object(
  {
    acceptedDeliveryTerms: Optional(NameList),
    acceptedPaymentCurrencies: Optional(NameList),
    packagingTypes: Optional(NameList),
    acceptedPaymentTypes: Optional(NameList),
  },
  { additionalProperties: false },
);
export type BusinessTermsBody = Static<typeof BusinessTermsBody>;

export const CertificateBody = Type.Object(
  {
    name: Text(120, 2),
    issueDate: Optional(Type.String({ format: 'date' })),
    expireDate: Optional(Type.String({ format: 'date' })),
    photo: Optional(UploadToken),
  },
  { additionalProperties: false },
);
export type CertificateBody = Static<typeof CertificateBody>;

const Nullable = <T extends Parameters<typeof Type.Optional>[0]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const PhoneOut = Type.Object({ countryCode: Type.String(), businessPhoneNumber: Type.String() });
const CountryOut = Type.Object({ code: Type.String(), countryName: Type.String(), emoji: Type.String() });
const StateOut = Type.Object({ stateID: Type.String(), stateName: Type.String() });

export const BusinessProfile = Type.Object({
  businessID: Type.String({ format: 'uuid' }),
  subscription: Subscription,
  verified: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  general: Type.Object({
    companyName: Type.String(),
    businessType: Type.Object({ code: Type.String(), name: Type.String() }),
    industry: Type.Object({ id: Type.String(), name: Type.String() }),
    categories: Type.Array(
      Type.Object({ id: Type.String(), name: Type.String(), industryId: Type.String() }),
    ),
    yearStablished: Nullable(Type.Integer()),
    totalAnnualRevenue: Nullable(Range),
    totalEmployees: Nullable(Range),
    totalProductionEmployees: Nullable(Range),
    productionCapacity: Nullable(
      Type.Object({
        min: Optional(Type.Number()),
        max: Optional(Type.Number()),
        unit: Optional(Type.String()),
        period: Optional(Type.String()),
      }),
    ),
    shortDescription: Type.String(),
    generalDescription: Nullable(Type.String()),
    textLanguage: TextLanguage,
    profilePhoto: Nullable(StoredImage),
    coverPhoto: Nullable(StoredImage),
    video: Nullable(Type.Object({ url: Type.String() })),
  }),
  contactInfo: Type.Object({
    legalAddressEnglish: Nullable(Type.String()),
    shippingAddressEnglish: Nullable(Type.String()),
    city: Nullable(Type.String()),
    zipcode: Nullable(Type.String()),
    country: CountryOut,
    state: Nullable(StateOut),
    email: Nullable(Type.String()),
    website: Nullable(Type.String()),
    phone: Nullable(PhoneOut),
    mobilePhone: Nullable(PhoneOut),
  }),
  factory: Type.Object({
    manufacturingFacilities: Nullable(Type.String()),
    city: Nullable(Type.String()),
    zipcode: Nullable(Type.String()),
    country: Nullable(CountryOut),
    state: Nullable(StateOut),
    factorySize: Nullable(Type.Number()),
    numberProductionLines: Nullable(Type.Integer()),
    contractManufacturing: Type.Array(Type.Object({ code: Type.String() })),
  }),
  tradeCapabilities: Type.Object({
    markets: Type.Array(Type.Object({ name: Type.String() })),
    spokenLanguages: Type.Array(Type.Object({ code: Type.String(), languageName: Type.String() })),
    totalEmployeesSales: Nullable(Type.Integer()),
    averageLeadTime: Nullable(Type.Integer()),
  }),
  businessTerms: Type.Object({
    acceptedDeliveryTerms: Type.Array(Type.Object({ name: Type.String() })),
    acceptedPaymentCurrencies: Type.Array(Type.Object({ name: Type.String() })),
    packagingTypes: Type.Array(Type.Object({ name: Type.String() })),
    acceptedPaymentTypes: Type.Array(Type.Object({ name: Type.String() })),
  }),
  certificates: Type.Array(
    Type.Object({
      id: Type.String({ format: 'uuid' }),
      name: Type.String(),
      issueDate: Nullable(Type.String()),
      expireDate: Nullable(Type.String()),
      photo: Nullable(StoredImage),
    }),
  ),
  reactions: Reactions,
  /** Once the business has 3 inquiries in 90 days. */
  responseStats: Type.Optional(ResponseStats),
  session: Type.Object({ access: ViewerAccess }),
});
export type BusinessProfile = Static<typeof BusinessProfile>;

export const BusinessIdParams = Type.Object({
  id: Type.String({ minLength: 36, maxLength: 600, description: 'Business id, or a slug ending with it' }),
});
