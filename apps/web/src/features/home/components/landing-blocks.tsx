import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Globe2, Handshake, MessagesSquare, PackageSearch } from 'lucide-react';
import { runtimeConfig } from '@/lib/runtime-config';

const STEPS = [
  {
    icon: PackageSearch,
    title: msg`Find qualified suppliers`,
    text: msg`Search manufacturers, distributors and exporters by product, business type and country, across 15 industries and more than 900 product categories.`,
  },
  {
    icon: MessagesSquare,
    title: msg`Talk to the right people`,
    text: msg`Send a request straight to a business, follow up in the message center and see who you are dealing with before you meet them.`,
  },
  {
    icon: Handshake,
    title: msg`Showcase your business`,
    text: msg`Create a business profile for free, list up to 7 products on the Standard plan and let buyers in the USA and abroad find you.`,
  },
  {
    icon: Globe2,
    title: msg`Grow beyond the USA`,
    text: msg`A family of 25 country portals since 2000 puts your company in front of importers and distributors on every continent.`,
  },
];

const FACTS = [
  { value: '15', label: msg`industries` },
  { value: '900+', label: msg`product categories` },
  { value: '25', label: msg`country portals` },
  { value: '2000', label: msg`the year we started connecting trade` },
];

/** What the platform does, in four steps and four facts: the first thing a new visitor needs to know. */
export function LandingBlocks() {
  const { i18n } = useLingui();
  const { siteName } = runtimeConfig;
  return (
    <section aria-labelledby="how-heading" className="mx-auto max-w-7xl px-4 py-14">
      <h2 id="how-heading" className="text-center text-3xl font-bold tracking-tight text-brand-900">
        <Trans>How {siteName} works</Trans>
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
        <Trans>
          An industrial B2B network built for companies, not consumers: every profile is a business, every
          contact a potential trade partner.
        </Trans>
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {STEPS.map(({ icon: Icon, title, text }) => (
          <li key={title.id} className="rounded-xl bg-white p-6 shadow-card ring-1 ring-slate-200">
            <span className="flex size-12 items-center justify-center rounded-lg bg-accent-100 text-accent-700">
              <Icon aria-hidden className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-brand-800">{i18n._(title)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{i18n._(text)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-12 grid grid-cols-2 gap-6 rounded-2xl bg-brand-800 px-6 py-8 text-center text-white md:grid-cols-4">
        {FACTS.map((fact) => (
          <div key={fact.label.id} className="flex flex-col-reverse">
            <dt className="text-sm text-brand-100">{i18n._(fact.label)}</dt>
            <dd className="text-3xl font-bold text-accent-400">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
