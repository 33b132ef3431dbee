import type { Executor } from '@tradeforge/db';
import { notifyAll } from '../notifications';
import * as repository from './repository';

type SupplierEvent = 'matched' | 'accepted' | 'declined' | 'not-selected';

/**
 * Tells every member of each business of a request's event: matched to it, or its quote accepted, declined or not
 * selected. No actor is named: the buyer may keep who they are to themselves until they reply.
 */
export async function notifySuppliers(
  tx: Executor,
  rfqId: string,
  event: SupplierEvent,
  suppliers: { businessId: string; quoteId?: string }[],
) {
  const members = await repository.findMembersOf(
    tx,
    suppliers.map((supplier) => supplier.businessId),
  );
  await notifyAll(
    tx,
    suppliers.flatMap(({ businessId, quoteId }) => {
      const business = members.get(businessId);
      if (!business) return [];
      return [
        {
          kind: 'rfq' as const,
          object: { type: 'rfq' as const, id: rfqId },
          recipients: business.users,
          extra: {
            event,
            businessID: businessId,
            companyName: business.companyName,
            ...(quoteId && { quoteID: quoteId }),
          },
        },
      ];
    }),
  );
}

/** Tells the buyer side of a new quote; the quote is the actor's source, so a removed quote takes it back. */
export async function notifyQuote(
  tx: Executor,
  rfqId: string,
  quote: { quoteId: string; userId: string; businessId: string },
) {
  await notifyAll(tx, [
    {
      kind: 'rfq',
      object: { type: 'rfq', id: rfqId },
      actor: { userId: quote.userId, businessId: quote.businessId },
      sourceId: quote.quoteId,
      extra: { event: 'quote', quoteID: quote.quoteId },
    },
  ]);
}

/** Tells the buyer sides that their requests stopped taking quotes at their date. */
export async function notifyExpired(tx: Executor, rfqIds: string[]) {
  await notifyAll(
    tx,
    rfqIds.map((id) => ({
      kind: 'rfq' as const,
      object: { type: 'rfq' as const, id },
      extra: { event: 'expired' },
    })),
  );
}
