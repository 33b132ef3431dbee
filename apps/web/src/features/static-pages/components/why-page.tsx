import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { usePageMeta } from '@/lib/page-meta';
import { runtimeConfig } from '@/lib/runtime-config';
import { WHY_BLOCKS, WHY_INTRO } from '../content/why';

/** Why use the product: five blocks, image and text alternating sides from 768 px up. */
export function WhyPage() {
  const { t, i18n } = useLingui();
  const name = runtimeConfig.siteName;
  usePageMeta(
    t`Why Use ${name}`,
    t`Five reasons industrial companies in the USA choose ${name} to find buyers and suppliers.`,
  );
  return (
    <>
      <PageHeader eyebrow={t`Why ${name}`} title={t`Five reasons to choose ${name}`}>
        <p>{i18n._(WHY_INTRO)}</p>
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-14">
        {WHY_BLOCKS.map((block, index) => (
          <section
            key={block.image}
            aria-labelledby={`why-${index}`}
            className="grid items-center gap-8 md:grid-cols-2"
          >
            <img
              src={block.image}
              alt=""
              width={480}
              height={320}
              className={`w-full rounded-2xl bg-white shadow-card ring-1 ring-slate-200 ${index % 2 === 1 ? 'md:order-last' : ''}`}
            />
            <div>
              <p className="text-sm font-bold text-accent-700">0{index + 1}</p>
              <h2 id={`why-${index}`} className="mt-1 text-2xl font-bold text-brand-800">
                {i18n._(block.title)}
              </h2>
              <p className="mt-3 leading-relaxed text-slate-700">{i18n._(block.text)}</p>
            </div>
          </section>
        ))}
        <div className="text-center">
          <Link to={paths.membershipStandard} className={buttonClass('primary', 'lg')}>
            <Trans>Compare memberships</Trans>
          </Link>
        </div>
      </div>
    </>
  );
}
