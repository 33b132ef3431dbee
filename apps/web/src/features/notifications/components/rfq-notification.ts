import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { NotificationItem } from '@tradeforge/contracts';

/**
 * A buying request's notification line in the page's language (the contracts' English line is the mails'): a
 * request matched to a business, quotes received by the buyer ("Gulf Valve Works and 2 others quoted on…"), a
 * quote accepted, declined or not selected, the buyer's request expired. The buyer is never named; the request's
 * title is the object's, the business concerned its `companyName`.
 */
export function describeRfqNotification(
  { object, actors, actorCount }: Pick<NotificationItem, 'object' | 'actors' | 'actorCount'>,
  i18n: I18n,
): string {
  const title = object.title;
  const company = object.companyName ?? i18n._(msg`your business`);
  switch (object.event) {
    case 'quote': {
      const first = actors[0];
      const name = first ? (first.companyName ?? first.name) : i18n._(msg`A supplier`);
      const others = Math.max(0, actorCount - 1);
      const who =
        others === 0
          ? name
          : i18n._(
              msg({
                message: plural(others, { one: `${name} and # other`, other: `${name} and # others` }),
              }),
            );
      // Several suppliers may have quoted: the verb agrees with them in Spanish and Italian.
      const count = Math.max(1, actorCount);
      return i18n._(
        msg({
          message: plural(count, {
            one: `${who} quoted on your buying request “${title}”`,
            other: `${who} quoted on your buying request “${title}”`,
          }),
        }),
      );
    }
    case 'accepted':
      return i18n._(msg`The buyer accepted the quote of ${company} on “${title}”`);
    case 'declined':
      return i18n._(msg`The buyer declined the quote of ${company} on “${title}”`);
    case 'not-selected':
      return i18n._(msg`The buyer chose another quote on “${title}”; thank you for quoting for ${company}`);
    case 'expired':
      return i18n._(msg`Your buying request “${title}” has expired`);
    default:
      return i18n._(msg`New buying request for ${company}: “${title}”`);
  }
}
