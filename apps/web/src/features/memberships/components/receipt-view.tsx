import { Trans, useLingui } from '@lingui/react/macro';
import { findMembershipPlan, type Receipt } from '@tradeforge/contracts';
import { useMembershipFormats } from './formats';

/** One receipt: number, business, plan, amount, date and the card's last four digits. */
export function ReceiptView({ receipt, siteName }: { receipt: Receipt; siteName: string }) {
  const { t } = useLingui();
  const { price, shortDate } = useMembershipFormats();
  const label = findMembershipPlan(receipt.plan).label;
  const number = receipt.number;
  const rows: [string, string][] = [
    [t`Receipt number`, receipt.number],
    [t`Business`, receipt.companyName],
    [t`Plan`, t`${label} membership, one year`],
    [t`Amount`, `${price(receipt.amount)} ${receipt.currency.toUpperCase()}`],
    [t`Date`, shortDate(receipt.paidAt)],
    [t`Valid until`, shortDate(receipt.periodEnd)],
    [t`Card`, receipt.cardLast4 ? `•••• ${receipt.cardLast4}` : t`No card (granted by the operator)`],
    [t`Receipt sent to`, receipt.email],
  ];
  return (
    <article className="rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-8">
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-100 pb-4">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Receipt {number}</Trans>
        </h1>
        <p className="text-sm text-slate-600">{siteName}</p>
      </header>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
            <dd className="mt-0.5 text-sm break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
