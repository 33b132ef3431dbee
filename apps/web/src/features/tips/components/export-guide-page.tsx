import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { href } from '@/app/paths';
import { PageHeader } from '@/components/ui/page-header';
import { ProseSections } from '@/components/ui/prose-section';
import { usePageMeta } from '@/lib/page-meta';
import { runtimeConfig } from '@/lib/runtime-config';
import { tip0 } from '../content/tip-0';
import { TIPS } from '../content/tips';
import { translateTipSections } from '../content/tip-types';
import { TipsFooter } from './tips-footer';

/**
 * The export guide (tip 0, the articles entry): a header, an intro, the seven tip sections with title, image,
 * description and View more, then the guide's own text.
 */
export function ExportGuidePage() {
  const { t, i18n } = useLingui();
  const name = runtimeConfig.siteName;
  usePageMeta(
    t`Export to the World from the USA: Export Tips`,
    i18n._(tip0.description),
    tip0.keywords.map((keyword) => i18n._(keyword)),
  );
  return (
    <article>
      <PageHeader eyebrow={t`Export tips for the USA`} title={i18n._(tip0.title)}>
        <p>
          <Trans>
            Seven practical articles by the chief executive of {name}, for American manufacturers who want to
            sell abroad: from the first decision to the products with the best chances.
          </Trans>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {TIPS.map((tip) => {
            const number = tip.number;
            const title = i18n._(tip.title);
            return (
              <li
                key={tip.slug}
                className="flex flex-col overflow-hidden rounded-xl bg-white shadow-card ring-1 ring-slate-200"
              >
                <img
                  src={tip.image}
                  alt=""
                  width={640}
                  height={280}
                  className="aspect-[16/7] w-full bg-brand-50 object-cover"
                />
                <div className="flex flex-1 flex-col p-5">
                  <p className="text-xs font-bold text-accent-700 uppercase">
                    <Trans>Tip {number}</Trans>
                  </p>
                  <h2 className="mt-1 text-lg font-semibold text-brand-800">{title}</h2>
                  <p className="mt-2 flex-1 text-sm text-slate-600">{i18n._(tip.description)}</p>
                  <Link
                    to={tip.number === 0 ? '#guide' : href.tip(tip.slug)}
                    className="mt-4 text-sm font-semibold text-brand-600 hover:underline"
                  >
                    <Trans>
                      View more<span className="sr-only">: {title}</span>
                    </Trans>
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
        <div id="guide" className="mx-auto mt-16 max-w-4xl scroll-mt-24">
          <ProseSections sections={translateTipSections(i18n, tip0.sections)} />
          <TipsFooter current={tip0.slug} />
        </div>
      </div>
    </article>
  );
}
