import { findMembershipPlan, formatPlanPrice, type Receipt } from '@tradeforge/contracts';
import { Link } from 'react-router';

export const receiptDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** The business's receipts, newest first, each linking to its page. */
export function ReceiptsList({
  receipts,
  linkTo,
}: {
  receipts: Receipt[];
  linkTo: (receipt: Receipt) => string;
}) {
  if (receipts.length === 0) return <p className="text-sm text-slate-600">No payments yet.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {receipts.map((receipt) => (
        <li
          key={receipt.receiptID}
          className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm"
        >
          <span>
            <Link to={linkTo(receipt)} className="font-semibold text-brand-700 hover:underline">
              {receipt.number}
            </Link>{' '}
            · {findMembershipPlan(receipt.plan).label} membership
          </span>
          <span className="text-slate-700">
            {receiptDate(receipt.paidAt)} · {formatPlanPrice(receipt.amount)}
          </span>
        </li>
      ))}
    </ul>
  );
}
