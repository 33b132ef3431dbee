import type { NeedHelpEnquiry } from '@tradeforge/contracts';

interface EnquiryMailInput {
  siteName: string;
  enquiryID: string;
  enquiry: NeedHelpEnquiry;
  buyProducts: string[];
  sellProducts: string[];
}

const LABELS: [keyof NeedHelpEnquiry, string][] = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['businessName', 'Business name'],
  ['businessType', 'Business type'],
  ['website', 'Website'],
  ['jobPosition', 'Job position (id)'],
  ['address', 'Address'],
  ['zipcode', 'Zip code'],
  ['city', 'City'],
  ['usaState', 'US state'],
  ['country', 'Country'],
  ['companyPhone', 'Company phone'],
  ['companyFax', 'Company fax'],
  ['totalEmployees', 'Total employees'],
  ['salesEmployees', 'Sales employees'],
  ['mobilePhone', 'Mobile phone'],
  ['email', 'E-mail'],
];

/** A plain-text mail an operator can read and answer directly (Reply-To is the sender). */
export function composeEnquiryMail({
  siteName,
  enquiryID,
  enquiry,
  buyProducts,
  sellProducts,
}: EnquiryMailInput) {
  const who = [enquiry.firstName, enquiry.lastName].filter(Boolean).join(' ') || enquiry.email;
  const lines = LABELS.filter(([key]) => enquiry[key] !== undefined).map(
    ([key, label]) => `${label}: ${String(enquiry[key])}`,
  );
  const section = (title: string, items: string[], more: string | undefined) =>
    [`${title}: ${items.length > 0 ? items.join('; ') : '-'}`, ...(more ? [`Details: ${more}`] : [])].join(
      '\n',
    );
  const text = [
    `New need-help enquiry on ${siteName} (${enquiryID}).`,
    '',
    ...lines,
    '',
    section('Wants to buy', buyProducts, enquiry.moreInfoBuy),
    '',
    section('Wants to sell', sellProducts, enquiry.moreInfoSell),
  ].join('\n');
  return { subject: `Need help: ${who}${enquiry.businessName ? ` (${enquiry.businessName})` : ''}`, text };
}
