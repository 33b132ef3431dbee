import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RfqQuoteState, RfqState, RfqVisibility } from '@tradeforge/contracts';
import { localeTagOf } from '@/lib/i18n';

/** A request's state as its badge says it. */
export const RFQ_STATE_LABELS: Record<RfqState, MessageDescriptor> = {
  open: msg({ message: 'Open', context: 'buying request state' }),
  closed: msg({ message: 'Closed', context: 'buying request state' }),
  expired: msg({ message: 'Expired', context: 'buying request state' }),
  awarded: msg({ message: 'Awarded', context: 'buying request state' }),
};

/** A quote's state as its badge says it. */
export const QUOTE_STATE_LABELS: Record<RfqQuoteState, MessageDescriptor> = {
  submitted: msg({ message: 'Waiting for the buyer', context: 'quote state' }),
  accepted: msg({ message: 'Accepted', context: 'quote state' }),
  declined: msg({ message: 'Declined', context: 'quote state' }),
  'not-selected': msg({ message: 'Not selected', context: 'quote state' }),
};

/** Who a request is shown to, and what that means, beside the form's choices. */
export const VISIBILITY_LABELS: Record<RfqVisibility, MessageDescriptor> = {
  public: msg`Public`,
  matched: msg`Matched suppliers only`,
};
export const VISIBILITY_MEANINGS: Record<RfqVisibility, MessageDescriptor> = {
  public: msg`Listed to every supplier of its category, and readable by visitors without your name.`,
  matched: msg`Sent only to the suppliers whose products best match it.`,
};

// Class lists as single classes: one word without a capital is no text to translate.
const stateClassNames: Record<RfqState | RfqQuoteState, string[]> = {
  open: ['bg-emerald-100', 'text-emerald-800'],
  submitted: ['bg-sky-100', 'text-sky-800'],
  awarded: ['bg-brand-100', 'text-brand-800'],
  accepted: ['bg-emerald-100', 'text-emerald-800'],
  closed: ['bg-slate-200', 'text-slate-700'],
  expired: ['bg-amber-100', 'text-amber-900'],
  declined: ['bg-red-100', 'text-red-800'],
  'not-selected': ['bg-slate-200', 'text-slate-700'],
};

export const stateClassName = (state: RfqState | RfqQuoteState) =>
  `inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${stateClassNames[state].join(' ')}`;

/** A day the API gives as YYYY-MM-DD ("needed by", "valid until"), in the page's language: it names no time zone. */
export const dayText = (i18n: I18n, day: string) =>
  new Intl.DateTimeFormat(localeTagOf(i18n), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** An instant (posted, quotes accepted until) as a day in the reader's time zone, in the page's language. */
export const instantText = (i18n: I18n, iso: string) =>
  new Intl.DateTimeFormat(localeTagOf(i18n), { dateStyle: 'medium' }).format(new Date(iso));
