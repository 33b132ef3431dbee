import { Type, type Static } from 'typebox';

export const Country = Type.Object(
  {
    code: Type.String({ description: 'ISO 3166-1 alpha-2 code', examples: ['US'] }),
    countryName: Type.String(),
    emoji: Type.String({ description: 'Flag emoji' }),
    dialCode: Type.String({ description: 'International dial code with a + prefix', examples: ['+1'] }),
  },
  { additionalProperties: false },
);
export type Country = Static<typeof Country>;

export const State = Type.Object(
  {
    stateID: Type.String({ examples: ['US-FL'] }),
    stateName: Type.String(),
    countryCode: Type.String(),
  },
  { additionalProperties: false },
);
export type State = Static<typeof State>;

export const Gender = Type.Object(
  { code: Type.String(), name: Type.String() },
  { additionalProperties: false },
);
export type Gender = Static<typeof Gender>;

export const Language = Type.Object(
  { code: Type.String({ description: 'ISO 639-1 code' }), languageName: Type.String() },
  { additionalProperties: false },
);
export type Language = Static<typeof Language>;

export const JobPosition = Type.Object(
  { jobPositionID: Type.Integer(), name: Type.String() },
  { additionalProperties: false },
);
export type JobPosition = Static<typeof JobPosition>;

export const BusinessType = Type.Object(
  { code: Type.String(), businessTypeName: Type.String() },
  { additionalProperties: false },
);
export type BusinessType = Static<typeof BusinessType>;

export const SubCategory = Type.Object(
  { id: Type.String(), name: Type.String(), order: Type.Integer() },
  { additionalProperties: false },
);
export type SubCategory = Static<typeof SubCategory>;

export const Category = Type.Object(
  { id: Type.String(), name: Type.String(), order: Type.Integer(), subCategories: Type.Array(SubCategory) },
  { additionalProperties: false },
);
export type Category = Static<typeof Category>;

const industryFields = {
  id: Type.String({ description: 'Four-digit industry key', examples: ['0001'] }),
  key: Type.String({ description: 'Same four-digit key; kept for clients of the spec' }),
  name: Type.String(),
  description: Type.String(),
  icon: Type.String({ description: 'lucide icon name' }),
  order: Type.Integer(),
};

export const Industry = Type.Object(industryFields, { additionalProperties: false });
export type Industry = Static<typeof Industry>;

export const IndustryWithCategories = Type.Object(
  { ...industryFields, categories: Type.Array(Category) },
  { additionalProperties: false },
);
export type IndustryWithCategories = Static<typeof IndustryWithCategories>;

export const CountryCodeParams = Type.Object({
  code: Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2 code' }),
});
export const IndustryIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 16 }) });
