import { findMembershipPlan, formatPlanPrice, type MembershipType } from '@tradeforge/contracts';
import type { MailMessage } from '@tradeforge/mail';
import type { PaymentRow } from './repository';

export const receiptNumber = (number: number) => `R-${String(number).padStart(6, '0')}`;
const day = (date: Date) => date.toISOString().slice(0, 10);

export interface MailContext {
  siteName: string;
  /** The web app's origin, for links in mails. */
  webUrl: string;
}

export function receiptMail(payment: PaymentRow, { siteName, webUrl }: MailContext): MailMessage {
  const plan = findMembershipPlan(payment.plan);
  const link = `${webUrl}/business/${payment.businessId}/membership/receipts/${payment.id}`;
  return {
    to: payment.email,
    kind: 'membership-receipt',
    subject: `${siteName} receipt ${receiptNumber(payment.number)}: ${plan.label} membership`,
    text: [
      `Thank you for your payment. ${payment.companyName} now has the ${plan.label} membership.`,
      '',
      `Receipt: ${receiptNumber(payment.number)}`,
      `Business: ${payment.companyName}`,
      `Plan: ${plan.label} (one year, until ${day(payment.periodEnd)})`,
      `Amount: ${formatPlanPrice(payment.amountCents)} ${payment.currency.toUpperCase()}`,
      `Date: ${day(payment.paidAt)}`,
      ...(payment.cardLast4 ? [`Card: ending in ${payment.cardLast4}`] : []),
      '',
      `View it online: ${link}`,
      '',
      `Your membership lets ${payment.companyName} ask for the verified badge: send the company's registration documents from Manage Profile, Verification (${webUrl}/business/${payment.businessId}/edit/verification). An operator checks them, paid members first, and the badge shows once the request is approved.`,
    ].join('\n'),
    metadata: { paymentId: payment.id, businessId: payment.businessId },
  };
}

export function reminderMail(
  to: string,
  business: {
    id: string;
    companyName: string;
    subscription: MembershipType;
    verified: boolean;
    expiresAt: Date;
  },
  graceDays: number,
  { siteName, webUrl }: MailContext,
): MailMessage {
  const plan = findMembershipPlan(business.subscription);
  return {
    to,
    kind: 'membership-reminder',
    subject: `Your ${plan.label} membership for ${business.companyName} ends on ${day(business.expiresAt)}`,
    text: [
      `The ${plan.label} membership of ${business.companyName} on ${siteName} ends on ${day(business.expiresAt)}.`,
      `Renew it for another year (${formatPlanPrice(plan.priceCents)}) to keep ${business.verified ? 'your verified badge, ' : ''}priority in search and ${plan.productSlots} product slots.`,
      `Without renewal the business goes back to Standard ${graceDays} days after that date, and products beyond the first 7 are hidden (not deleted) until you upgrade again.`,
      '',
      `Renew: ${webUrl}/business/${business.id}/membership`,
    ].join('\n'),
    metadata: { businessId: business.id, periodEnd: business.expiresAt.toISOString() },
  };
}
