import { findMembershipPlan, formatPlanPrice, type Receipt } from '@tradeforge/contracts';
import { receiptDate } from './receipts-list';

/** One receipt: number, business, plan, amount, date and the card's last four digits. */
export function ReceiptView({ receipt, siteName }: { receipt: Receipt; siteName: string }) {
  const rows: [string, string][] = [
    ['Receipt number', receipt.number],
    ['Business', receipt.companyName],
    ['Plan', `${findMembershipPlan(receipt.plan).label} membership, one year`],
    ['Amount', `${formatPlanPrice(receipt.amount)} ${receipt.currency.toUpperCase()}`],
    ['Date', receiptDate(receipt.paidAt)],
    ['Valid until', receiptDate(receipt.periodEnd)],
    ['Card', receipt.cardLast4 ? `•••• ${receipt.cardLast4}` : 'No card (granted by the operator)'],
    ['Receipt sent to', receipt.email],
  ];
  return (
    <article className="rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-8">
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-100 pb-4">
        <h1 className="text-2xl font-bold text-slate-900">Receipt {receipt.number}</h1>
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
