import { Link } from 'react-router';
import type { ReportObjectType } from '@tradeforge/contracts';
import { href } from '@/app/paths';

/** A reported or moderated object, linked to its page where it has one. */
export function ObjectLink({
  type,
  id,
  title,
  businessID,
  companyName,
}: {
  type: ReportObjectType;
  id: string;
  title: string | null;
  businessID: string | null;
  companyName: string | null;
}) {
  const text = title ?? `(removed ${type})`;
  const to =
    title === null
      ? undefined
      : type === 'business'
        ? href.business(title, id)
        : type === 'product' && businessID
          ? href.product(companyName ?? '', title, id)
          : type === 'post'
            ? href.post(id)
            : type === 'user'
              ? href.publicProfile(id)
              : undefined;
  return to ? (
    <Link className="font-semibold text-brand-700 hover:underline" to={to}>
      {text}
    </Link>
  ) : (
    <span className="font-semibold text-slate-900">{text}</span>
  );
}
