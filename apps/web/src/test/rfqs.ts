import type { Rfq, RfqCard, RfqQuote, RfqSupplier } from '@tradeforge/contracts';

/** Factories of the buying requests feature's answers, for the web tier's tests. */
let next = 0;
export const uuid = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

export const createRfqCard = (over: Partial<RfqCard> = {}): RfqCard => ({
  rfqID: uuid(),
  title: 'Stainless ball valves DN50',
  quantity: 500,
  unit: 'piece',
  industry: { id: '0005', name: 'Machineries' },
  category: { id: '0005-03', name: 'Valves' },
  incoterm: 'FOB',
  destinationCountry: { code: 'US', countryName: 'United States', emoji: '🇺🇸' },
  visibility: 'public',
  state: 'open',
  quoteCount: 2,
  quotesUntil: '2026-12-20T23:59:59.000Z',
  createdAt: '2026-12-01T10:00:00.000Z',
  ...over,
});

export const createRfq = (over: Partial<Rfq> = {}): Rfq => ({
  ...createRfqCard(),
  description: 'Full-bore ball valves, stainless steel 316, PN40, with ISO 5211 mounting pads.',
  destinationPlace: 'Houston',
  modelNumbers: ['BV-50-316'],
  targetUnitPrice: { amount: 42, currency: 'USD' },
  neededBy: '2027-02-01',
  hideIdentity: false,
  attachments: [],
  buyer: {
    userID: uuid(),
    firstName: 'Ada',
    lastName: 'Buyer',
    profilePhoto: null,
    business: null,
  },
  closedAt: null,
  viewer: { isBuyer: false, quotes: [], canQuoteAs: [] },
  ...over,
});

export const createSupplier = (over: Partial<RfqSupplier> = {}): RfqSupplier => ({
  businessID: uuid(),
  companyName: 'Gulf Valve Works',
  profilePhoto: null,
  country: { code: 'MX', countryName: 'Mexico', emoji: '🇲🇽' },
  verified: true,
  yearsInBusiness: 12,
  subscription: 'gold',
  responseStats: { medianReplySeconds: 3 * 3600, replyRate: 0.9, inquiries: 10 },
  ...over,
});

export const createQuote = (rfq: Pick<Rfq, 'rfqID'>, over: Partial<RfqQuote> = {}): RfqQuote => ({
  quoteID: uuid(),
  rfqID: rfq.rfqID,
  supplier: createSupplier(),
  unitPrice: 40,
  currency: 'USD',
  quantity: 500,
  unit: 'piece',
  total: 20_000,
  moq: 100,
  leadTimeDays: 30,
  incoterm: 'FOB',
  paymentTerms: ['T/T', 'L/C'],
  validUntil: '2027-01-15',
  note: null,
  attachments: [],
  state: 'submitted',
  threadID: null,
  createdAt: '2026-12-02T10:00:00.000Z',
  updatedAt: '2026-12-02T10:00:00.000Z',
  decidedAt: null,
  ...over,
});
