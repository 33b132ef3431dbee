import { Trans, useLingui } from '@lingui/react/macro';
import type { Rfq, RfqQuote } from '@tradeforge/contracts';
import { MessageSquare } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { href } from '@/app/paths';
import { buttonClass } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDecideQuote } from '../api/decide-quote';
import { DecisionDialog } from './decision-dialog';

/**
 * The buyer's actions on one quote: accept it (then the conversation with the supplier opens), decline it, ask a
 * question (the conversation opens), or follow the conversation once there is one. Accepting and declining are
 * for quotes waiting for a decision while the request is open or expired. `onDone` says what happened where the
 * focus goes when the page stays.
 */
export function QuoteActions({
  rfq,
  quote,
  onDone,
}: {
  rfq: Rfq;
  quote: RfqQuote;
  onDone: (message: string) => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const decide = useDecideQuote(rfq.rfqID);
  const company = quote.supplier.companyName;
  const canDecide = quote.state === 'submitted' && (rfq.state === 'open' || rfq.state === 'expired');
  const quoteID = quote.quoteID;
  return (
    <div className="flex flex-wrap gap-2">
      {canDecide && (
        <>
          <DecisionDialog
            trigger={
              <Trans>
                Accept<span className="sr-only"> the quote of {company}</span>
              </Trans>
            }
            triggerClassName={buttonClass('primary', 'sm')}
            title={<Trans>Accept the quote of {company}?</Trans>}
            consequence={
              <Trans>
                The request is awarded to {company} and a conversation with them opens; the other suppliers
                are told that another quote was chosen. This cannot be undone.
              </Trans>
            }
            text={{ label: t`A first message to ${company} (optional)`, max: 5000 }}
            confirm={<Trans>Accept quote</Trans>}
            pendingLabel={<Trans>Accepting…</Trans>}
            onConfirm={async (message) => {
              const accepted = await decide.mutateAsync({
                quoteID,
                action: 'accept',
                ...(message ? { message } : {}),
              });
              toast.success(t`You accepted the quote of ${company}.`);
              if (accepted.threadID) void navigate(href.myMessages(accepted.threadID));
            }}
            onDone={() =>
              onDone(t`You accepted the quote of ${company}. Ask them a question to open the conversation.`)
            }
          />
          <DecisionDialog
            trigger={
              <Trans>
                Decline<span className="sr-only"> the quote of {company}</span>
              </Trans>
            }
            title={<Trans>Decline the quote of {company}?</Trans>}
            consequence={<Trans>{company} is told; your request stays open to other quotes.</Trans>}
            text={{ label: t`Why, for the supplier (optional)`, max: 500 }}
            confirm={<Trans>Decline quote</Trans>}
            pendingLabel={<Trans>Declining…</Trans>}
            onConfirm={(reason) =>
              decide.mutateAsync({ quoteID, action: 'decline', ...(reason ? { reason } : {}) })
            }
            onDone={() => onDone(t`You declined the quote of ${company}.`)}
          />
        </>
      )}
      {quote.threadID ? (
        <Link to={href.myMessages(quote.threadID)} className={buttonClass('ghost', 'sm')}>
          <MessageSquare aria-hidden className="size-4" />{' '}
          <Trans>
            Conversation<span className="sr-only"> with {company}</span>
          </Trans>
        </Link>
      ) : (
        <DecisionDialog
          trigger={
            <>
              <MessageSquare aria-hidden className="size-4" />{' '}
              <Trans>
                Ask a question<span className="sr-only"> to {company}</span>
              </Trans>
            </>
          }
          triggerClassName={buttonClass('ghost', 'sm')}
          title={<Trans>Ask {company} about their quote</Trans>}
          consequence={
            <Trans>
              Your question opens a conversation with {company} in your messages, where they answer.
            </Trans>
          }
          text={{ label: t`Your question`, required: true, max: 5000 }}
          confirm={<Trans>Send question</Trans>}
          pendingLabel={<Trans>Sending…</Trans>}
          onConfirm={async (message) => {
            const asked = await decide.mutateAsync({ quoteID, action: 'ask', message });
            toast.success(t`Your question was sent to ${company}.`);
            if (asked.threadID) void navigate(href.myMessages(asked.threadID));
          }}
        />
      )}
    </div>
  );
}
