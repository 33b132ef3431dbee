import { Trans, useLingui } from '@lingui/react/macro';
import { LOCALE_TAGS, type Group } from '@tradeforge/contracts';
import { taxonomyName, useSiteLocale } from '@/lib/i18n';
import { PRIVACY_LABELS, PRIVACY_MEANINGS } from './group-labels';

/** The About tab: description, rules, industry, privacy and when the group was created; what anyone may read. */
export function GroupAbout({ group }: { group: Group }) {
  const { i18n } = useLingui();
  const locale = useSiteLocale();
  const created = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long' }).format(
    new Date(group.createdAt),
  );
  const term = 'text-sm font-semibold text-slate-900';
  const detail = 'mt-1 text-sm whitespace-pre-line text-slate-700';
  return (
    <dl className="space-y-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6">
      <div>
        <dt className={term}>
          <Trans>Description</Trans>
        </dt>
        <dd className={detail}>{group.description}</dd>
      </div>
      {group.rules && (
        <div>
          <dt className={term}>
            <Trans>Rules</Trans>
          </dt>
          <dd className={detail}>{group.rules}</dd>
        </div>
      )}
      <div>
        <dt className={term}>
          <Trans>Industry</Trans>
        </dt>
        <dd className={detail}>
          {group.industry ? taxonomyName(i18n, group.industry.name) : <Trans>Any industry</Trans>}
        </dd>
      </div>
      <div>
        <dt className={term}>{i18n._(PRIVACY_LABELS[group.privacy])}</dt>
        <dd className={detail}>{i18n._(PRIVACY_MEANINGS[group.privacy])}</dd>
      </div>
      <div>
        <dt className={term}>
          <Trans>Created</Trans>
        </dt>
        <dd className={detail}>
          <time dateTime={group.createdAt}>{created}</time>
        </dd>
      </div>
    </dl>
  );
}
