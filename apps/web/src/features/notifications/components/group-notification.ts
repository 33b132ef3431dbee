import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { NotificationItem } from '@tradeforge/contracts';

/**
 * A group notification's line in the page's language (the other kinds keep the contracts' English line, which
 * mails share): "Ana Ruiz and 2 others asked to join Gulf Exporters". The group's name is its title.
 */
export function describeGroupNotification(
  { object, actors, actorCount }: Pick<NotificationItem, 'object' | 'actors' | 'actorCount'>,
  i18n: I18n,
): string {
  const first = actors[0];
  const name = first ? (first.companyName ?? first.name) : undefined;
  const others = Math.max(0, actorCount - 1);
  const who =
    name === undefined
      ? i18n._(msg`Someone`)
      : others === 0
        ? name
        : i18n._(
            msg({
              message: plural(others, { one: `${name} and # other`, other: `${name} and # others` }),
            }),
          );
  const group = object.title;
  switch (object.event) {
    // Several people may have asked or posted: the verb agrees with them in Spanish and Italian.
    case 'requested':
      return i18n._(
        msg({
          message: plural(actorCount, {
            one: `${who} asked to join ${group}`,
            other: `${who} asked to join ${group}`,
          }),
        }),
      );
    case 'approved':
      return i18n._(msg`${who} approved your request to join ${group}`);
    case 'invited':
      return i18n._(msg`${who} invited you to join ${group}`);
    case 'post':
      return i18n._(
        msg({
          message: plural(actorCount, {
            one: `${who} posted in ${group}`,
            other: `${who} posted in ${group}`,
          }),
        }),
      );
    default:
      return i18n._(msg`News from your group ${group}`);
  }
}
