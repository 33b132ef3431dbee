import type { ApiServices } from '@tradeforge/api';
import type { CreateRfqBody } from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import type { DemoBusiness } from './businesses';
import { findRfqMatches } from './repository';
import type { DemoUser } from './users';

const DAY_MS = 86_400_000;
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The demo buying requests (issue 50): who asks, what, and how the matched suppliers answer. Their words are the
 * taxonomy's, as the demo catalog's, so matching finds suppliers in it. `quotes`: the unit price each of the best
 * matched suppliers offers, as a share of the target; `accept`: the buyer accepts the cheapest.
 */
const REQUESTS: {
  buyer: number;
  asBusiness: boolean;
  body: CreateRfqBody;
  quotes: number[];
  accept?: boolean;
}[] = [
  {
    buyer: 0,
    asBusiness: false,
    body: {
      title: 'CNC lathes for a new turning cell',
      description:
        'Three CNC lathes with bar feeders for a new turning cell: 8-inch chuck, live tooling, Fanuc or Siemens control. Installation and operator training on site.',
      quantity: 3,
      unit: 'unit',
      industryId: '0005',
      categoryId: '0005-01',
      incoterm: 'DAP',
      destinationCountry: 'US',
      destinationPlace: 'Houston, TX',
      targetUnitPrice: 85_000,
      currency: 'USD',
      neededBy: day(75),
      visibility: 'public',
    },
    quotes: [1.04, 0.97, 1.12],
  },
  {
    buyer: 0,
    asBusiness: true,
    body: {
      title: 'Tapered roller bearings, 30210 series',
      description:
        'Tapered roller bearings 30210 (50 x 90 x 21.75 mm) for conveyor gearboxes, C3 clearance, in individual boxes. Quality certificates with each lot.',
      quantity: 4_000,
      unit: 'piece',
      industryId: '0006',
      categoryId: '0006-01',
      incoterm: 'FOB',
      destinationCountry: 'US',
      modelNumbers: ['30210', '30210-C3'],
      targetUnitPrice: 6.5,
      currency: 'USD',
      visibility: 'matched',
      hideIdentity: true,
    },
    quotes: [0.95, 1.08],
  },
  {
    buyer: 1,
    asBusiness: false,
    body: {
      title: 'Milling machines for a tool room',
      description:
        'Two vertical milling machines for a tool room: 40 x 16 inch table, digital readout, power feed on X. Used machines in good condition considered.',
      quantity: 2,
      unit: 'unit',
      industryId: '0005',
      categoryId: '0005-01',
      incoterm: 'EXW',
      destinationCountry: 'MX',
      destinationPlace: 'Monterrey',
      targetUnitPrice: 24_000,
      currency: 'USD',
      visibility: 'public',
    },
    quotes: [0.92, 1.01],
    accept: true,
  },
];

/**
 * The demo buying requests through the buying-request services: posted (matched as any request is), quoted by
 * the owners of their best matched businesses, and the last one awarded, which opens its thread in the message
 * center as on the site.
 */
export async function createDemoRfqs(
  services: ApiServices,
  db: Db,
  users: DemoUser[],
  businesses: DemoBusiness[],
) {
  const ownerOf = new Map(businesses.map((business) => [business.id, business.ownerId]));
  for (const request of REQUESTS) {
    const buyer = users[request.buyer]!;
    const own = businesses.find((business) => business.ownerId === buyer.id);
    const rfq = await services.rfqs.rfqs.createRfq(buyer.id, {
      ...request.body,
      ...(request.asBusiness && own && { businessID: own.id }),
    });
    const suppliers = await findRfqMatches(db, rfq.rfqID, request.quotes.length);
    const quotes = [];
    for (const [index, businessId] of suppliers.entries()) {
      const share = request.quotes[index]!;
      quotes.push(
        await services.rfqs.quotes.createQuote(ownerOf.get(businessId)!, rfq.rfqID, {
          businessID: businessId,
          unitPrice: Math.round(request.body.targetUnitPrice! * share * 100) / 100,
          currency: 'USD',
          moq: 1,
          leadTimeDays: [21, 35, 14][index % 3]!,
          incoterm: request.body.incoterm,
          paymentTerms: index % 2 === 0 ? ['T/T'] : ['L/C', 'T/T'],
          validUntil: day(30),
          note: 'Price includes export packing and the documents for customs.',
        }),
      );
    }
    const cheapest = quotes.sort((a, b) => a.unitPrice - b.unitPrice)[0];
    if (request.accept && cheapest)
      await services.rfqs.quotes.acceptQuote(buyer.id, rfq.rfqID, cheapest.quoteID, {}, 'en');
  }
}
