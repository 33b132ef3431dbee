import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Building2, CheckCircle2, Circle, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { BusinessSummary, Onboarding, OnboardingStepId } from '@tradeforge/contracts';
import { href, paths } from '@/app/paths';
import { buttonClass } from '@/components/ui/button';
import { CountryFlag } from '@/components/ui/country-flag';
import { countryNameIn } from '@/lib/country-names';
import { taxonomyName, useBusinessTypeNames, useSiteLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useDismissOnboarding } from '../api/dismiss-onboarding';
import { useOnboarding, useRefreshOnWrites } from '../api/get-onboarding';

const ORDER: OnboardingStepId[] = ['profile', 'business', 'product', 'post', 'follow'];

interface StepView {
  title: string;
  hint: string;
  /** Where the step is done; none when an earlier step must come first. */
  actions: { label: string; to: string }[];
}

/** What the profile step asks for, as a whole sentence: the words around the missing parts differ per language. */
function profileHint({ photo, jobPosition }: Onboarding['steps']['profile']): MessageDescriptor {
  if (!photo && !jobPosition)
    return msg`Add a profile photo and your job position, so buyers know who they are talking to.`;
  if (!photo) return msg`Add a profile photo, so buyers know who they are talking to.`;
  if (!jobPosition) return msg`Add your job position, so buyers know who they are talking to.`;
  return msg`Photo and job position added.`;
}

/** What each step says and where it leads, from what the user has so far, in the language of `i18n`. */
function describe(id: OnboardingStepId, data: Onboarding, i18n: I18n): StepView {
  const { steps, business, industry } = data;
  switch (id) {
    case 'profile':
      return {
        title: i18n._(msg`Complete your profile`),
        hint: i18n._(profileHint(steps.profile)),
        actions: [{ label: i18n._(msg`Edit profile`), to: href.profileEdit() }],
      };
    case 'business':
      return {
        title: i18n._(msg`Create or join a business`),
        hint: i18n._(msg`Create your company’s page, or accept the invitation a colleague sent you.`),
        actions: [
          { label: i18n._(msg`Create a business`), to: href.businessCreate() },
          { label: i18n._(msg`See invitations`), to: href.myBusiness() },
        ],
      };
    case 'product': {
      const companyName = business?.companyName ?? '';
      return {
        title: i18n._(msg`Add your first product with a photo`),
        hint: business
          ? i18n._(msg`Buyers search for products first: show one of ${companyName}’s with a picture.`)
          : i18n._(msg`Once your business is on the network, add the products it sells.`),
        actions: business
          ? [
              {
                label: i18n._(msg`Add a product`),
                to: `${href.business(business.companyName, business.businessID)}products?add=1`,
              },
            ]
          : [],
      };
    }
    case 'post':
      return {
        title: i18n._(msg`Post an update`),
        hint: i18n._(msg`Share news, a new product, or what you are looking for.`),
        actions: [{ label: i18n._(msg`Write a post`), to: href.compose() }],
      };
    case 'follow': {
      const { count, target } = steps.follow;
      const followed = Math.min(count, target);
      const industryName = industry ? taxonomyName(i18n, industry.name) : '';
      return {
        title: industry
          ? i18n._(
              msg`${plural(target, {
                one: `Follow # business in ${industryName}`,
                other: `Follow # businesses in ${industryName}`,
              })}`,
            )
          : i18n._(
              msg`${plural(target, {
                one: 'Follow # business of your industry',
                other: 'Follow # businesses of your industry',
              })}`,
            ),
        hint: industry
          ? i18n._(msg`${followed} of ${target} followed. Their posts come to your feed.`)
          : i18n._(
              msg`${followed} of ${target} followed. Name your industry in your profile to get suggestions.`,
            ),
        actions: industry
          ? [
              {
                label: i18n._(msg`Browse ${industryName}`),
                to: href.searchFor(industry.name),
              },
            ]
          : [{ label: i18n._(msg`Add your industry`), to: href.profileEdit() }],
      };
    }
  }
}

function Suggestion({ business, follow }: { business: BusinessSummary; follow: ReactNode }) {
  const { general, contactInfo } = business;
  const { typeName } = useBusinessTypeNames();
  const locale = useSiteLocale();
  const logo = general.profilePhoto?.url;
  return (
    <div className="flex h-full flex-wrap items-center gap-3 rounded-lg p-3 ring-1 ring-slate-200">
      {logo ? (
        <img src={logo} alt="" className="size-10 shrink-0 rounded-md object-cover" loading="lazy" />
      ) : (
        <span className="grid size-10 shrink-0 place-items-center rounded-md bg-brand-50 text-brand-600">
          <Building2 aria-hidden className="size-5" />
        </span>
      )}
      {/* The follow button goes below the name when both would not fit on one line. */}
      <div className="min-w-40 flex-1">
        <Link
          to={href.business(general.companyName, business.businessID)}
          className="line-clamp-2 text-sm font-semibold break-words text-slate-900 hover:text-brand-700"
        >
          {general.companyName}
        </Link>
        <p className="truncate text-xs text-slate-600">
          {typeName(general.businessType.code, general.businessType.name)} ·{' '}
          <CountryFlag code={contactInfo.country.code} /> {contactInfo.city ? `${contactInfo.city}, ` : ''}
          {countryNameIn(locale, contactInfo.country.code, contactInfo.country.countryName)}
        </p>
      </div>
      <div className="ml-auto shrink-0">{follow}</div>
    </div>
  );
}

/**
 * The getting-started checklist of a signed-in user (issue 47): five steps that tick themselves from the user's data
 * (`GET /user/onboarding`), each leading to where it is done, and businesses of their industry to follow
 * (`renderFollow` is the page's follow button). Dismissing it closes it on every device. Nothing shows while it
 * loads, after it was dismissed, or when it cannot be read: it is a guide, not the page.
 */
export function OnboardingChecklist({ renderFollow }: { renderFollow: (businessID: string) => ReactNode }) {
  const id = useId();
  const { t, i18n } = useLingui();
  const onboarding = useOnboarding(true);
  const dismiss = useDismissOnboarding();
  useRefreshOnWrites();
  // The suggestions first shown stay while the page is open: following one must not pull it (and the focus) away.
  const [kept, setKept] = useState<BusinessSummary[]>([]);
  const latest = onboarding.data?.suggestions ?? [];
  if (kept.length === 0 && latest.length > 0) setKept(latest);

  const data = onboarding.data;
  if (!data || data.dismissed) return null;
  const doneCount = ORDER.filter((step) => data.steps[step].done).length;
  const stepCount = ORDER.length;
  const complete = doneCount === stepCount;
  const suggestions = kept.length > 0 ? kept : latest;
  const industryName = data.industry ? taxonomyName(i18n, data.industry.name) : undefined;
  const close = () =>
    dismiss.mutate(undefined, {
      onSuccess: () => toast.success(t`Checklist dismissed.`),
      onError: () => toast.error(t`The checklist could not be dismissed, try again please.`),
    });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            {complete ? <Trans>You are all set</Trans> : <Trans>Get started: your first hour</Trans>}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {complete ? (
              <Trans>Buyers can find you, see what you sell and follow what you post.</Trans>
            ) : (
              <Trans>Five steps that make buyers find you and trust what they find.</Trans>
            )}
          </p>
        </div>
        <button
          type="button"
          onClick={close}
          disabled={dismiss.isPending}
          className="inline-flex shrink-0 items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-semibold text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden className="size-4" />{' '}
          <Trans>
            Dismiss<span className="sr-only"> the getting-started checklist</span>
          </Trans>
        </button>
      </div>
      <div className="mt-4 flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={t`Steps done`}
          aria-valuemin={0}
          aria-valuemax={ORDER.length}
          aria-valuenow={doneCount}
          aria-valuetext={t`${doneCount} of ${stepCount} steps done`}
          className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className="h-full rounded-full bg-emerald-500 transition-[width]"
            style={{ width: `${(doneCount / ORDER.length) * 100}%` }}
          />
        </div>
        <span className="text-sm font-semibold text-slate-700 tabular-nums" aria-hidden>
          {doneCount}/{ORDER.length}
        </span>
      </div>
      <ol className="mt-4 divide-y divide-slate-100">
        {ORDER.map((step) => {
          const done = data.steps[step].done;
          const view = describe(step, data, i18n);
          const Icon = done ? CheckCircle2 : Circle;
          return (
            <li key={step} className="flex flex-col gap-x-4 gap-y-2 py-3 sm:flex-row sm:items-center">
              <div className="flex min-w-0 flex-1 items-start gap-3">
                <Icon
                  aria-hidden
                  className={`mt-0.5 size-5 shrink-0 ${done ? 'text-emerald-600' : 'text-slate-400'}`}
                />
                <div className="min-w-0">
                  <p className={`font-semibold ${done ? 'text-slate-500 line-through' : 'text-slate-900'}`}>
                    {view.title}
                    <span className="sr-only">{done ? t`: done` : t`: to do`}</span>
                  </p>
                  {!done && <p className="text-sm text-slate-600">{view.hint}</p>}
                </div>
              </div>
              {!done && view.actions.length > 0 && (
                <div className="flex flex-wrap gap-2 pl-8 sm:pl-0">
                  {view.actions.map((action, index) => (
                    <Link
                      key={action.to}
                      to={action.to}
                      className={index === 0 ? buttonClass('outline', 'sm') : buttonClass('ghost', 'sm')}
                    >
                      {action.label}
                    </Link>
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {suggestions.length > 0 && data.industry && (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <h3 className="text-sm font-semibold text-slate-900">
            <Trans>Businesses in {industryName} to follow</Trans>
          </h3>
          <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {suggestions.map((business) => (
              <li key={business.businessID} className="min-w-0">
                <Suggestion business={business} follow={renderFollow(business.businessID)} />
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm">
            <Link to={paths.industries} className="font-semibold text-brand-700 hover:underline">
              <Trans>Browse all industries</Trans>
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}
