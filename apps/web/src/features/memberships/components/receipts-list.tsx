import { Trans } from '@lingui/react/macro';
import { findMembershipPlan, type Receipt } from '@tradeforge/contracts';
import { Link } from 'react-router';
import { useMembershipFormats } from './formats';

/** The business's receipts, newest first, each linking to its page. */
export function ReceiptsList({
  receipts,
  linkTo,
}: {
  receipts: Receipt[];
  linkTo: (receipt: Receipt) => string;
}) {
  const { price, shortDate } = useMembershipFormats();
  if (receipts.length === 0)
    return (
      <p className="text-sm text-slate-600">
        <Trans>No payments yet.</Trans>
      </p>
    );
  return (
    <ul className="divide-y divide-slate-100">
      {receipts.map((receipt) => {
        const label = findMembershipPlan(receipt.plan).label;
        return (
          <li
            key={receipt.receiptID}
            className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm"
          >
            <span>
              <Link to={linkTo(receipt)} className="font-semibold text-brand-700 hover:underline">
                {receipt.number}
              </Link>{' '}
              · <Trans>{label} membership</Trans>
            </span>
            <span className="text-slate-700">
              {shortDate(receipt.paidAt)} · {price(receipt.amount)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
