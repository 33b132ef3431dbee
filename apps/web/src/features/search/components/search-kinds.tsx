import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { SEARCH_RESULT_CAP, type SearchKindCounts } from '@tradeforge/contracts';
import { useBusinessTypeNames } from '@/lib/i18n';

interface Kind {
  code: string;
  label: string;
  count: number;
  capped: boolean;
}

/** The code `hrefOf` gets for the groups kind, which is no search type: its results are on /groups. */
export const GROUPS_KIND = 'GR';

/** The kinds in the order of the type filter: products, the business types, people; then groups. */
function kindsOf(
  counts: SearchKindCounts,
  typeName: (code: string, fallback?: string) => string,
  groupsLabel: string,
): Kind[] {
  return [
    ...[{ code: 'PR', ...counts.products }, ...counts.businessTypes, { code: 'UR', ...counts.users }].map(
      (kind) => ({ ...kind, label: typeName(kind.code, 'label' in kind ? kind.label : kind.code) }),
    ),
    { code: GROUPS_KIND, label: groupsLabel, ...counts.groups },
  ];
}

const shown = (i18n: I18n, { count, capped }: Kind) =>
  capped ? `${i18n.number(SEARCH_RESULT_CAP)}+` : i18n.number(count);

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
  /** The results page of the same search in another kind (`GROUPS_KIND`: the groups page's search). */
  hrefOf: (code: string) => string;
}) {
  const { t, i18n } = useLingui();
  const { typeName } = useBusinessTypeNames();
  const kinds = kindsOf(counts, typeName, t`Groups`).filter(
    (kind) => kind.count > 0 || kind.code === current,
  );
  if (kinds.length <= 1) return null;
  return (
    <nav aria-label={t`Results in other kinds`} className="mt-3">
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
                {shown(i18n, kind)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
