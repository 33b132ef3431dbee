import type { Group, GroupCard, GroupMember, GroupViewer } from '@tradeforge/contracts';
import type { GroupRow, MemberListRow } from './repository';

const iso = (at: string | Date) => new Date(at).toISOString();

export const isModerator = (row: Pick<GroupRow, 'viewer_state' | 'viewer_role'>) =>
  row.viewer_state === 'member' && (row.viewer_role === 'owner' || row.viewer_role === 'admin');

export function toViewer(row: GroupRow): GroupViewer {
  const member = row.viewer_state === 'member';
  const moderator = isModerator(row);
  const muted = member && !!row.viewer_muted;
  return {
    state: row.viewer_state ?? 'none',
    role: member ? row.viewer_role : null,
    notify: member ? row.viewer_notify : null,
    canPost: member && (!muted || moderator),
    canModerate: moderator,
    canRead: row.can_read,
    muted,
  };
}

export function toCard(row: GroupRow): GroupCard {
  return {
    groupID: row.id,
    name: row.name,
    description: row.description,
    privacy: row.privacy,
    cover: row.cover,
    industry: row.industry_id ? { industryId: row.industry_id, name: row.industry_name ?? '' } : null,
    memberCount: row.member_count,
    viewerState: row.viewer_state ?? 'none',
  };
}

export function toGroup(row: GroupRow): Group {
  return {
    ...toCard(row),
    rules: row.rules,
    createdAt: iso(row.created_at),
    owner: {
      userID: row.owner_id ?? '00000000-0000-0000-0000-000000000000',
      firstName: row.owner_first_name ?? '',
      lastName: row.owner_last_name ?? '',
      profilePhoto: row.owner_photo,
    },
    pendingRequests: row.pending_requests,
    viewer: toViewer(row),
    ...(row.hidden_reason && row.hidden_at ? { moderationReason: row.hidden_reason } : {}),
  };
}

export function toMember(row: MemberListRow): GroupMember {
  return {
    userID: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    profilePhoto: row.profile_photo,
    jobPosition: row.job_position,
    role: row.role,
    state: row.state,
    muted: row.muted,
    since: iso(row.since),
  };
}
