import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import type { OperatorRfqRow } from '@tradeforge/contracts';
import { href } from '@/app/paths';
import { dateOf, ModerationNote } from './moderation-note';
import { RFQ_STATE_NAMES, RFQ_VISIBILITY_NAMES } from './operator-names';
import { PagedList, StatusFilter } from './paged-list';
import { RfqModeration } from './rfq-moderation';

const VISIBLE = msg({ message: 'Visible', context: 'buying requests' });
const HIDDEN = msg({ message: 'Hidden', context: 'buying requests' });

/**
 * Every buying request, newest first, hidden ones too: search titles, buyers' e-mails and companies, show only the
 * visible or the hidden ones, hide one with a reason its buyer reads or show it again.
 */
export function RfqsList() {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState('all');
  return (
    <PagedList<OperatorRfqRow>
      list="rfqs"
      title={t`Buying requests`}
      searchLabel={t`Title, buyer e-mail or company`}
      empty={t`No buying request matches.`}
      filters={status === 'all' ? {} : { status }}
      toolbar={
        <StatusFilter
          value={status}
          onChange={setStatus}
          options={[
            ['visible', i18n._(VISIBLE)],
            ['hidden', i18n._(HIDDEN)],
          ]}
        />
      }
      itemKey={(rfq) => rfq.rfqID}
      renderItem={(rfq) => <RfqRow rfq={rfq} />}
    />
  );
}

/** One request: its page, who posted it (and as which business), its state, audience, quotes and moderation. */
function RfqRow({ rfq }: { rfq: OperatorRfqRow }) {
  const { t, i18n } = useLingui();
  const buyer = rfq.buyerEmail ?? t`(deleted account)`;
  const company = rfq.companyName;
  const created = dateOf(rfq.createdAt);
  return (
    <article aria-label={rfq.title} className="space-y-2">
      <p className="font-semibold break-words">
        <Link className="text-brand-700 underline" to={href.rfq(rfq.rfqID)}>
          {rfq.title}
        </Link>
      </p>
      <p className="text-sm break-words text-slate-700">
        {company ? (
          <Trans>
            Posted by {buyer} as {company}
          </Trans>
        ) : (
          <Trans>Posted by {buyer}</Trans>
        )}
      </p>
      <p className="text-sm text-slate-600">
        {i18n._(RFQ_STATE_NAMES[rfq.state])} · {i18n._(RFQ_VISIBILITY_NAMES[rfq.visibility])} ·{' '}
        <Plural value={rfq.quoteCount} one="# quote" other="# quotes" /> · <Trans>Created {created}</Trans>
      </p>
      {rfq.hiddenAt && <ModerationNote label="hidden" at={rfq.hiddenAt} reason={rfq.hiddenReason} />}
      <RfqModeration rfqID={rfq.rfqID} hidden={rfq.hiddenAt !== null} />
    </article>
  );
}
