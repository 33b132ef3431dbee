import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { CommentPlace, ReportObjectType } from '@tradeforge/contracts';
import { href } from '@/app/paths';
import { REMOVED_TITLES } from './operator-names';

/** The page of a product or post a comment is shown under. */
export const placeHref = (place: CommentPlace) =>
  place.type === 'post'
    ? href.post(place.id)
    : place.businessID && place.title !== null
      ? href.product(place.companyName ?? '', place.title, place.id)
      : undefined;

/**
 * A reported or moderated object, linked to its page where it has one (a comment, to the page it is on; a quote,
 * to its request's).
 */
export function ObjectLink({
  type,
  id,
  title,
  businessID,
  companyName,
  place,
  rfqID,
}: {
  type: ReportObjectType;
  id: string;
  title: string | null;
  businessID: string | null;
  companyName: string | null;
  place?: CommentPlace | null;
  /** A quote's request, whose page shows it. */
  rfqID?: string | null;
}) {
  const { i18n } = useLingui();
  const text = title ?? i18n._(REMOVED_TITLES[type]);
  const to =
    title === null
      ? undefined
      : type === 'business'
        ? href.business(title, id)
        : type === 'product' && businessID
          ? href.product(companyName ?? '', title, id)
          : type === 'post'
            ? href.post(id)
            : type === 'user'
              ? href.publicProfile(id)
              : type === 'group'
                ? href.group(id)
                : type === 'comment' && place
                  ? placeHref(place)
                  : type === 'rfq'
                    ? href.rfq(id)
                    : type === 'rfq-quote' && rfqID
                      ? href.rfq(rfqID)
                      : undefined;
  return to ? (
    <Link className="font-semibold text-brand-700 hover:underline" to={to}>
      {text}
    </Link>
  ) : (
    <span className="font-semibold text-slate-900">{text}</span>
  );
}
