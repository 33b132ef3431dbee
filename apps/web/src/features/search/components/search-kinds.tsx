import { Link } from 'react-router';
import { SEARCH_RESULT_CAP, type SearchKindCounts } from '@tradeforge/contracts';

interface Kind {
  code: string;
  label: string;
  count: number;
  capped: boolean;
}

/** The kinds in the order of the type filter: products, the business types, people. */
function kindsOf(counts: SearchKindCounts): Kind[] {
  return [
    { code: 'PR', label: 'Products', ...counts.products },
    ...counts.businessTypes,
    { code: 'UR', label: 'Users', ...counts.users },
  ];
}

const shown = ({ count, capped }: Kind) =>
  capped ? `${SEARCH_RESULT_CAP.toLocaleString('en-US')}+` : count.toLocaleString('en-US');

/**
 * The same text's results in the other kinds, each a link to them (the current kind marked), so that a person's
 * name searched among manufacturers reaches Users in one click. Kinds with no result are left out but the current.
 */
export function SearchKinds({
  counts,
  current,
  hrefOf,
}: {
  counts: SearchKindCounts;
  current: string;
  /** The results page of the same search in another kind. */
  hrefOf: (code: string) => string;
}) {
  const kinds = kindsOf(counts).filter((kind) => kind.count > 0 || kind.code === current);
  if (kinds.length <= 1) return null;
  return (
    <nav aria-label="Results in other kinds" className="mt-3">
      <ul className="flex flex-wrap gap-2 text-sm">
        {kinds.map((kind) => (
          <li key={kind.code}>
            <Link
              to={hrefOf(kind.code)}
              aria-current={kind.code === current ? 'page' : undefined}
              className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 ring-1 ${
                kind.code === current
                  ? 'bg-brand-700 text-white ring-brand-700'
                  : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
              }`}
            >
              {kind.label}
              <span className={kind.code === current ? 'text-white/90' : 'text-slate-500'}>
                {shown(kind)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
