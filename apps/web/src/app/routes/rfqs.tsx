import { Trans, useLingui } from '@lingui/react/macro';
import { RFQ_LIMITS, RFQ_STATES, type RfqState } from '@tradeforge/contracts';
import { Inbox, Plus } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { inputClass, labelClass } from '@/components/ui/field';
import { useMyBusinesses } from '@/features/businesses/api/get-my-businesses';
import { useRfqs } from '@/features/rfqs/api/get-rfqs';
import { RfqList } from '@/features/rfqs/components/rfq-list';
import { RFQ_STATE_LABELS } from '@/features/rfqs/components/rfq-labels';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { href } from '../paths';

// Class lists as single classes: one word without a capital is no text to translate.
const tabBase = ['inline-block', 'border-b-2', 'px-4', 'py-2', 'text-sm', 'font-semibold'];
const tabCurrent = ['border-brand-600', 'text-brand-800'];
const tabOther = ['border-transparent', 'text-slate-600', 'hover:text-slate-900'];
const tabClassName = (current: boolean) => [...tabBase, ...(current ? tabCurrent : tabOther)].join(' ');

/**
 * /rfq (issue 50): my buying requests with their states and quote counts, or (`?view=open`) the open public
 * requests of every buyer; the page and a state are in the address. A visitor sees the open requests only. The
 * RFQ inboxes of my businesses are a link away.
 */
export function Component() {
  const { t, i18n } = useLingui();
  usePageMeta(t`Buying requests`, t`Buyers describe what they need; suppliers quote.`);
  const id = useId();
  const { isLoggedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const view = !isLoggedIn || params.get('view') === 'open' ? 'open' : 'mine';
  const state = RFQ_STATES.find((item) => item === params.get('state'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const skip = (page - 1) * RFQ_LIMITS.pageSize;
  const list = useRfqs(view === 'mine' ? { mine: true, state } : { mine: false }, skip);
  const businesses = useMyBusinesses(isLoggedIn);
  /** The address's query with `changes` made (an undefined value takes the parameter away). */
  const paramsWith = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return next;
  };
  const postLink = (
    <Link to={href.rfqNew()} className={buttonClass('primary')}>
      <Plus aria-hidden className="size-4" /> <Trans>Post a buying request</Trans>
    </Link>
  );
  const stateName = state ? i18n._(RFQ_STATE_LABELS[state]) : '';
  const inboxes = (businesses.data ?? []).filter((business) => business.access !== 'none');
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Buying requests</Trans>
        </h1>
        {postLink}
      </div>
      {isLoggedIn && (
        <nav aria-label={t`Buying request lists`}>
          <ul className="flex gap-1 border-b border-slate-200">
            <li>
              <Link
                to="?"
                aria-current={view === 'mine' ? 'page' : undefined}
                className={tabClassName(view === 'mine')}
              >
                <Trans>My requests</Trans>
              </Link>
            </li>
            <li>
              <Link
                to={href.rfqs('open')}
                aria-current={view === 'open' ? 'page' : undefined}
                className={tabClassName(view === 'open')}
              >
                <Trans>Open requests</Trans>
              </Link>
            </li>
          </ul>
        </nav>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <section aria-labelledby={`${id}-list`} className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id={`${id}-list`} className="text-lg font-semibold text-slate-900">
              {view === 'mine' ? <Trans>My requests</Trans> : <Trans>Open requests of all buyers</Trans>}
            </h2>
            {view === 'mine' && (
              <div>
                <label htmlFor={`${id}-state`} className={labelClass}>
                  {t({ message: 'State', context: 'status of a buying request or quote' })}
                </label>
                <StateSelect
                  id={`${id}-state`}
                  value={state}
                  onChange={(next) => setParams(paramsWith({ state: next, page: undefined }))}
                />
              </div>
            )}
          </div>
          <RfqList
            key={`${view}-${state ?? ''}`}
            list={list}
            label={view === 'mine' ? t`My requests` : t`Open requests of all buyers`}
            page={page}
            pageHref={(to) => `?${paramsWith({ page: to > 1 ? String(to) : undefined }).toString()}`}
            empty={
              view === 'open' ? (
                <p>
                  <Trans>No public request is open right now.</Trans>
                </p>
              ) : state ? (
                <p>
                  <Trans>None of your requests is {stateName}.</Trans>
                </p>
              ) : (
                <div className="space-y-3">
                  <p>
                    <Trans>
                      You have not posted a buying request yet. Describe what you need once, and matched
                      suppliers quote.
                    </Trans>
                  </p>
                  {postLink}
                </div>
              )
            }
          />
        </section>
        {inboxes.length > 0 && (
          <aside aria-labelledby={`${id}-inboxes`} className="space-y-2">
            <h2 id={`${id}-inboxes`} className="text-sm font-semibold text-slate-900">
              <Trans>Requests for my businesses</Trans>
            </h2>
            <ul className="space-y-1">
              {inboxes.map((business) => (
                <li key={business.businessID}>
                  <Link
                    to={href.businessRfqs(business.businessID)}
                    className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50"
                  >
                    <Inbox aria-hidden className="size-4 shrink-0" />
                    <span className="min-w-0 truncate">{business.general.companyName}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </div>
  );
}

/** The state filter of my requests (all states when none is chosen). */
function StateSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: RfqState | undefined;
  onChange: (state: string | undefined) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <select
      id={id}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      className={inputClass}
    >
      <option value="">{t`All states`}</option>
      {RFQ_STATES.map((state) => (
        <option key={state} value={state}>
          {i18n._(RFQ_STATE_LABELS[state])}
        </option>
      ))}
    </select>
  );
}
