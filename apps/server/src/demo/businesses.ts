import type { ApiServices } from '@tradeforge/api';
import type { Db } from '@tradeforge/db';
import type { DemoCompany } from './companies';
import { readDrawing, renderPicture, uploadPicture, uploadPictures } from './images';
import { onePagePdf } from './pdf';
import { fictionalPhone } from './places';
import { planProduct } from './products';
import type { Random } from './random';
import { markBusinessDemo } from './repository';

const CERTIFICATES: Record<string, string> = {
  '0013': 'ISO 13485:2016',
  '0011': 'SQF Food Safety Code',
  '0009': 'FDA Cosmetic Registration',
  '0006': 'ISO 9001:2015',
  '0003': 'UL Listed',
};

export interface DemoBusiness {
  id: string;
  ownerId: string;
  productIds: string[];
}

/** Creates one business as its owner would, fills every edit tab, then its products with pictures. */
export async function createDemoBusiness(
  services: ApiServices,
  db: Db,
  company: DemoCompany,
  ownerId: string,
  index: number,
  random: Random,
): Promise<DemoBusiness> {
  const industryIndex = Number(company.industry.id) - 1;
  const initials = company.companyName
    .split(' ')
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  const logo = await uploadPicture(
    services,
    ownerId,
    await renderPicture(initials, company.place.city, industryIndex, 320),
  );
  const categories = company.categories.map((category) => `${company.industry.id}.${category.id}`);
  const { businessID: id } = await services.businesses.createBusiness(ownerId, {
    companyName: company.companyName,
    categories,
    businessType: company.businessType,
    country: 'US',
    state: `US-${company.place.state}`,
    shortDescription: company.shortDescription,
    profilePhoto: logo,
  });
  // The tier before the products: the product limit of the tier applies to them. Paid tiers go through the
  // membership service's activation (a demo receipt, a year), and then, like any paid business, may ask for the
  // verified badge with their documents; an approval is what gives it.
  if (company.tier !== 'standard')
    await services.memberships.grantDemoMembership(id, company.tier, `billing@${company.slug}.example.com`);
  await markBusinessDemo(db, id);
  if (company.verification !== 'none') await askForVerification(services, company, ownerId, id);
  await fillProfile(services, company, ownerId, id, index, random);

  // The catalog as its owner would fill it: every picture uploaded, then the products saved together.
  const products = Array.from({ length: company.productCount }, (_, n) => planProduct(company, n, random));
  // Each product shows the drawing of its kind (a press, a bearing, a shirt), uploaded like a seller's photo.
  const pictures = await Promise.all(products.map((product) => readDrawing(product.drawing)));
  const tokens = await uploadPictures(services, ownerId, pictures, 'image/webp');
  const productIds = await services.products.createProducts(
    ownerId,
    id,
    products.map((product, n) => ({ ...product.body, mainImage: { token: tokens[n]! } })),
  );
  return { id, ownerId, productIds };
}

/** The demo's operator in the audit log: no account, the loader's name. */
const DEMO_OPERATOR = { id: null, email: 'demo data loader' };

/**
 * The owner sends a registration certificate (a one-page PDF) through the verification service, as the
 * Verification tab does; for `approved` the demo operator approves it, which is what sets the badge.
 */
async function askForVerification(services: ApiServices, company: DemoCompany, ownerId: string, id: string) {
  const pdf = onePagePdf(`Certificate of registration: ${company.companyName} (demo)`);
  const { token } = await services.verification.requestUpload(ownerId, id, {
    contentType: 'application/pdf',
    fileSize: pdf.length,
  });
  await services.verification.storeUpload(ownerId, token, pdf);
  const state = await services.verification.submit(ownerId, id, {
    documents: [{ token, kind: 'registration' }],
    note: `Registered in ${company.place.state} since ${company.yearEstablished}.`,
  });
  if (company.verification === 'approved')
    await services.verification.approve(DEMO_OPERATOR, state.request!.requestID);
}

async function fillProfile(
  services: ApiServices,
  company: DemoCompany,
  ownerId: string,
  id: string,
  index: number,
  random: Random,
) {
  const { place } = company;
  const categories = company.categories.map((category) => `${company.industry.id}.${category.id}`);
  await services.businesses.updateGeneral(ownerId, id, {
    companyName: company.companyName,
    businessType: company.businessType,
    categories,
    yearStablished: company.yearEstablished,
    totalEmployees: company.employees,
    totalProductionEmployees: {
      min: Math.round(company.employees.min / 2),
      max: Math.round(company.employees.max / 2),
    },
    totalAnnualRevenue: { min: company.employees.min * 150_000, max: company.employees.max * 250_000 },
    shortDescription: company.shortDescription,
    generalDescription: company.generalDescription,
  });
  const street = `${random.int(100, 9900)} ${random.pick(['Industrial Pkwy', 'Commerce Dr', 'Enterprise Blvd', 'Main St', 'Factory Rd', 'Harbor Way'])}`;
  await services.businesses.updateContact(ownerId, id, {
    legalAddressEnglish: `${street}, ${place.city}, ${place.state} ${place.zip}`,
    city: place.city,
    zipcode: place.zip,
    country: 'US',
    state: `US-${place.state}`,
    email: `sales@${company.slug}.example.com`,
    website: `https://www.${company.slug}.example.com`,
    phone: { countryCode: '+1', businessPhoneNumber: fictionalPhone(place, index) },
  });
  if (company.businessType === 'MA') {
    await services.businesses.updateFactory(ownerId, id, {
      manufacturingFacilities: `${random.int(2, 12)} production cells, in-house tooling and a quality lab.`,
      city: place.city,
      zipcode: place.zip,
      country: 'US',
      state: `US-${place.state}`,
      factorySize: random.int(2, 40) * 1000,
      numberProductionLines: random.int(1, 8),
      contractManufacturing: random.sample(
        ['OEM', 'ODM', 'PRIVATE_LABEL', 'DESIGN'] as const,
        random.int(1, 3),
      ),
    });
  }
  await services.businesses.updateTrade(ownerId, id, {
    markets: random
      .sample(
        ['North America', 'Latin America', 'Western Europe', 'Middle East', 'Southeast Asia'],
        random.int(1, 3),
      )
      .map((name) => ({ name })),
    spokenLanguages: random.chance(0.4) ? ['en', 'es'] : ['en'],
    totalEmployeesSales: random.int(2, 40),
    averageLeadTime: random.pick([2, 5, 10, 21, 30]),
  });
  await services.businesses.updateTerms(ownerId, id, {
    acceptedDeliveryTerms: random.sample(['FOB', 'EXW', 'CIF', 'DDP', 'FCA'], 2).map((name) => ({ name })),
    acceptedPaymentCurrencies: [{ name: 'USD' }],
    acceptedPaymentTypes: random
      .sample(['Wire transfer', 'ACH', 'Credit card', 'Net 30', 'Letter of credit'], 3)
      .map((name) => ({ name })),
    packagingTypes: random.sample(['Cartons', 'Pallets', 'Crates', 'Bulk bags'], 2).map((name) => ({ name })),
  });
  // Issued one or two years ago and valid three years: current whenever the demo is loaded.
  const year = new Date().getUTCFullYear() - random.int(1, 2);
  await services.businesses.addCertificate(ownerId, id, {
    name: CERTIFICATES[company.industry.id] ?? 'ISO 9001:2015',
    issueDate: `${year}-0${random.int(1, 9)}-15`,
    expireDate: `${year + 3}-0${random.int(1, 9)}-14`,
  });
}
