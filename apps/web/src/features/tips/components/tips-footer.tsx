import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { href, paths, type TipSlug } from '@/app/paths';
import { buttonClass } from '@/components/ui/button';
import { TIPS } from '../content/tips';

/** The block at the end of every tip: the other tips, and an offer of help from the team. */
export function TipsFooter({ current }: { current: TipSlug }) {
  const { i18n } = useLingui();
  return (
    <aside aria-labelledby="more-tips-heading" className="mt-14 rounded-2xl bg-brand-50 p-6 md:p-8">
      <h2 id="more-tips-heading" className="text-xl font-bold text-brand-800">
        <Trans>More export tips</Trans>
      </h2>
      <ul className="mt-4 grid gap-2 md:grid-cols-2">
        {TIPS.filter((tip) => tip.slug !== current).map((tip) => {
          const number = tip.number;
          const title = i18n._(tip.title);
          return (
            <li key={tip.slug}>
              <Link to={href.tip(tip.slug)} className="flex items-start gap-2 text-brand-700 hover:underline">
                <ArrowRight aria-hidden className="mt-1 size-4 shrink-0" />
                <span>
                  <Trans>
                    Tip {number}: {title}
                  </Trans>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="mt-6 flex flex-wrap items-center gap-4 border-t border-brand-100 pt-6">
        <p className="flex-1 text-slate-700">
          <Trans>
            Ready to look for buyers or distributors abroad? Tell us what you sell; our team will help you,
            free of charge.
          </Trans>
        </p>
        <Link to={paths.contactForm} className={buttonClass('primary', 'md')}>
          <LifeBuoy aria-hidden className="size-4" /> <Trans>Need help?</Trans>
        </Link>
      </div>
    </aside>
  );
}
