import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { href } from '@/app/paths';
import { TIPS } from '../content/tips';

/** A compact list of the export tips, for the about-us page. */
export function TipsSummary() {
  const { i18n } = useLingui();
  return (
    <section
      aria-labelledby="tips-summary-heading"
      className="mt-12 rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-200"
    >
      <h2 id="tips-summary-heading" className="text-xl font-bold text-brand-800">
        <Trans>Export tips by our chief executive</Trans>
      </h2>
      <ol className="mt-4 space-y-3">
        {TIPS.map((tip) => {
          const number = tip.number;
          const title = i18n._(tip.title);
          return (
            <li key={tip.slug}>
              <Link to={href.tip(tip.slug)} className="font-semibold text-brand-700 hover:underline">
                <Trans>
                  Tip {number}: {title}
                </Trans>
              </Link>
              <p className="text-sm text-slate-600">{i18n._(tip.description)}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
