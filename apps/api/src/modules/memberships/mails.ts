import {
  findMembershipPlan,
  formatPlanPrice,
  type MembershipType,
  type SiteLocale,
} from '@tradeforge/contracts';
import type { MailMessage } from '@tradeforge/mail';
import { mailDay, mailPrice, siteLink } from '../../lib/mail-locale';
import { membershipMessages } from './mail-messages';
import type { PaymentRow } from './repository';

export const receiptNumber = (number: number) => `R-${String(number).padStart(6, '0')}`;

export interface MailContext {
  siteName: string;
  /** The web app's origin, for links in mails. */
  webUrl: string;
}

/** The receipt, in the payer's language (`locale`); amounts and dates in its format, English as it always was. */
export function receiptMail(
  payment: PaymentRow,
  locale: SiteLocale,
  { siteName, webUrl }: MailContext,
): MailMessage {
  const t = membershipMessages.in(locale);
  const plan = findMembershipPlan(payment.plan).label;
  const receipt = receiptNumber(payment.number);
  const { companyName } = payment;
  const amount =
    locale === 'en'
      ? `${formatPlanPrice(payment.amountCents)} ${payment.currency.toUpperCase()}`
      : mailPrice(locale, payment.amountCents, payment.currency);
  const link = siteLink(webUrl, locale, `/business/${payment.businessId}/membership/receipts/${payment.id}`);
  const verification = siteLink(webUrl, locale, `/business/${payment.businessId}/edit/verification`);
  return {
    to: payment.email,
    kind: 'membership-receipt',
    subject: t('receipt.subject', { siteName, receipt, plan }),
    text: [
      t('receipt.thanks', { companyName, plan }),
      '',
      t('receipt.details', {
        receipt,
        companyName,
        plan,
        until: mailDay(locale, payment.periodEnd),
        amount,
        date: mailDay(locale, payment.paidAt),
      }),
      ...(payment.cardLast4 ? [t('receipt.card', { last4: payment.cardLast4 })] : []),
      '',
      t('receipt.online', { link }),
      '',
      t('receipt.verification', { companyName, link: verification }),
    ].join('\n'),
    metadata: { paymentId: payment.id, businessId: payment.businessId },
  };
}

export function reminderMail(
  to: { email: string; locale: SiteLocale },
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
  const { locale } = to;
  const t = membershipMessages.in(locale);
  const plan = findMembershipPlan(business.subscription);
  const date = mailDay(locale, business.expiresAt);
  const { companyName } = business;
  return {
    to: to.email,
    kind: 'membership-reminder',
    subject: t('reminder.subject', { plan: plan.label, companyName, date }),
    text: t('reminder.text', {
      plan: plan.label,
      companyName,
      siteName,
      date,
      price: locale === 'en' ? formatPlanPrice(plan.priceCents) : mailPrice(locale, plan.priceCents),
      verified: business.verified ? 'yes' : 'no',
      slots: plan.productSlots,
      graceDays,
      link: siteLink(webUrl, locale, `/business/${business.id}/membership`),
    }),
    metadata: { businessId: business.id, periodEnd: business.expiresAt.toISOString() },
  };
}
