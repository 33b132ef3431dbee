import { Link } from 'react-router';
import { href } from '@/app/paths';
import { TIPS } from '../content/tips';

/** A compact list of the export tips, for the about-us page. */
export function TipsSummary() {
  return (
    <section
      aria-labelledby="tips-summary-heading"
      className="mt-12 rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-200"
    >
      <h2 id="tips-summary-heading" className="text-xl font-bold text-brand-800">
        Export tips by our chief executive
      </h2>
      <ol className="mt-4 space-y-3">
        {TIPS.map((tip) => (
          <li key={tip.slug}>
            <Link to={href.tip(tip.slug)} className="font-semibold text-brand-700 hover:underline">
              Tip {tip.number}: {tip.title}
            </Link>
            <p className="text-sm text-slate-600">{tip.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
