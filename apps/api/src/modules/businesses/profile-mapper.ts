import type { BusinessProfile, SiteLocale, ViewerAccess } from '@tradeforge/contracts';
import type { ReferenceService } from '../reference';
import type { BusinessRow } from './repository';

export interface Related {
  responseStats?: BusinessProfile['responseStats'];
  categories: { id: string; name: string; industryId: string }[];
  certificates: {
    id: string;
    name: string;
    issueDate: string | null;
    expireDate: string | null;
    photo: BusinessProfile['general']['profilePhoto'];
  }[];
  likes: number;
  access: ViewerAccess;
}

const phone = (countryCode: string | null, number: string | null) =>
  countryCode && number ? { countryCode, businessPhoneNumber: number } : null;
const names = (list: string[] | undefined) => (list ?? []).map((name) => ({ name }));

/** Shapes a business and its related rows as the spec's profile (section names, `yearStablished`, `...English`). */
export async function toBusinessProfile(
  row: BusinessRow,
  related: Related,
  reference: ReferenceService,
): Promise<BusinessProfile> {
  const [countries, businessTypes, industries, languages] = await Promise.all([
    reference.listCountries(),
    reference.listBusinessTypes(),
    reference.listIndustries(),
    reference.listLanguages(),
  ]);
  const country = (code: string | null | undefined) => {
    const found = countries.find((candidate) => candidate.code === code);
    return found ? { code: found.code, countryName: found.countryName, emoji: found.emoji } : null;
  };
  const state = async (countryCode: string | null | undefined, stateID: string | null | undefined) => {
    if (!countryCode || !stateID) return null;
    const found = (await reference.listStates(countryCode)).find(
      (candidate) => candidate.stateID === stateID,
    );
    return found ? { stateID: found.stateID, stateName: found.stateName } : null;
  };
  const factory = row.factory ?? {};
  const trade = row.tradeCapabilities ?? {};
  const terms = row.businessTerms ?? {};
  return {
    businessID: row.id,
    subscription: row.subscription,
    verified: row.verified,
    createdAt: row.createdAt.toISOString(),
    general: {
      companyName: row.companyName,
      businessType: {
        code: row.businessTypeCode,
        name:
          businessTypes.find((type) => type.code === row.businessTypeCode)?.businessTypeName ??
          row.businessTypeCode,
      },
      industry: {
        id: row.industryId,
        name: industries.find((industry) => industry.id === row.industryId)?.name ?? '',
      },
      categories: related.categories,
      yearStablished: row.yearEstablished,
      totalAnnualRevenue: row.totalAnnualRevenue,
      totalEmployees: row.totalEmployees,
      totalProductionEmployees: row.totalProductionEmployees,
      productionCapacity: row.productionCapacity,
      shortDescription: row.shortDescription,
      generalDescription: row.generalDescription,
      // The database allows the site's languages only (businesses_text_language).
      textLanguage: row.textLanguage as SiteLocale,
      profilePhoto: row.profilePhoto,
      coverPhoto: row.coverPhoto,
      video: row.videoUrl ? { url: row.videoUrl } : null,
    },
    contactInfo: {
      legalAddressEnglish: row.legalAddress,
      shippingAddressEnglish: row.shippingAddress,
      city: row.city,
      zipcode: row.zipcode,
      country: country(row.countryCode) ?? { code: row.countryCode, countryName: row.countryCode, emoji: '' },
      state: await state(row.countryCode, row.stateID),
      email: row.email,
      website: row.website,
      phone: phone(row.phoneCountryCode, row.phoneNumber),
      mobilePhone: phone(row.mobileCountryCode, row.mobileNumber),
    },
    factory: {
      manufacturingFacilities: factory.manufacturingFacilities ?? null,
      city: factory.city ?? null,
      zipcode: factory.zipcode ?? null,
      country: country(factory.countryCode),
      state: await state(factory.countryCode, factory.stateID),
      factorySize: factory.factorySize ?? null,
      numberProductionLines: factory.numberProductionLines ?? null,
      contractManufacturing: (factory.contractManufacturing ?? []).map((code) => ({ code })),
    },
    tradeCapabilities: {
      markets: names(trade.markets),
      spokenLanguages: (trade.spokenLanguages ?? []).map((code) => ({
        code,
        languageName: languages.find((language) => language.code === code)?.languageName ?? code,
      })),
      totalEmployeesSales: trade.totalEmployeesSales ?? null,
      averageLeadTime: trade.averageLeadTime ?? null,
    },
    businessTerms: {
      acceptedDeliveryTerms: names(terms.acceptedDeliveryTerms),
      acceptedPaymentCurrencies: names(terms.acceptedPaymentCurrencies),
      packagingTypes: names(terms.packagingTypes),
      acceptedPaymentTypes: names(terms.acceptedPaymentTypes),
    },
    certificates: related.certificates,
    reactions: { reactionCount: { like: related.likes } },
    ...(related.responseStats && { responseStats: related.responseStats }),
    session: { access: related.access },
  };
}
