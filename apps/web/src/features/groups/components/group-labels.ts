import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GroupPostNotify, GroupPrivacy, GroupRole } from '@tradeforge/contracts';

/** The words of a group's privacy, roles and notification settings, translated where they are shown. */
export const PRIVACY_LABELS: Record<GroupPrivacy, MessageDescriptor> = {
  open: msg`Open group`,
  private: msg`Private group`,
};

/** What each privacy means, beside its choice in the form and on the About tab. */
export const PRIVACY_MEANINGS: Record<GroupPrivacy, MessageDescriptor> = {
  open: msg`Anyone signed in can join at once, read its posts and post.`,
  private: msg`Anyone can find it and see its description; only members read and write its posts. Owners and admins approve who joins.`,
};

export const ROLE_LABELS: Record<GroupRole, MessageDescriptor> = {
  owner: msg({ message: 'Owner', context: 'role in a group' }),
  admin: msg`Admin`,
  member: msg`Member`,
};

export const NOTIFY_LABELS: Record<GroupPostNotify, MessageDescriptor> = {
  all: msg`All posts`,
  highlights: msg`Highlights`,
  off: msg`Off`,
};
