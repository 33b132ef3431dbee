import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PageError, PageLoading } from '@/components/ui/page-status';
import { useMyBusinesses } from '@/features/businesses/api/get-my-businesses';
import { useGroup } from '@/features/groups/api/get-group';
import { useUpdateGroup } from '@/features/groups/api/update-group';
import { DeleteGroup } from '@/features/groups/components/delete-group';
import { GroupForm } from '@/features/groups/components/group-form';
import { InviteForm } from '@/features/groups/components/invite-form';
import { BanActions, MemberActions, RequestActions } from '@/features/groups/components/member-actions';
import { MemberList } from '@/features/groups/components/member-list';
import { useIndustryTree } from '@/features/industries/api/get-industry-tree';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { href } from '../paths';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /group/{groupID}/manage (issue 49), for the group's owners and admins: join requests, members (role, mute,
 * remove, ban, hand over), invitations, the group's details and, for the owner, deleting it.
 */
export function Component() {
  const { groupID = '' } = useParams();
  const { t } = useLingui();
  const { session, isLoggedIn } = useSession();
  const group = useGroup(groupID);
  const industries = useIndustryTree();
  const businesses = useMyBusinesses(isLoggedIn);
  const update = useUpdateGroup(groupID);
  const name = group.data?.name ?? '';
  usePageMeta(t`Manage ${name}`, t`Manage a group of the industrial B2B network.`);
  if (group.isPending) return <PageLoading />;
  if (group.isError) return <PageError />;
  if (!group.data.viewer.canModerate)
    return (
      <p role="alert" className="mx-auto max-w-2xl px-4 py-16 text-center text-slate-700">
        <Trans>Only the group’s owner and admins can manage it.</Trans>{' '}
        <Link to={href.group(groupID)} className="font-semibold text-brand-700 underline">
          <Trans>Go to the group</Trans>
        </Link>
      </p>
    );
  const managed = (businesses.data ?? [])
    .filter((business) => business.access === 'owner' || business.access === 'admin')
    .map((business) => ({ id: business.businessID, name: business.general.companyName }));
  const isOwner = group.data.viewer.role === 'owner';
  const hiddenFor = group.data.moderationReason;
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <div>
        <Link
          to={href.group(groupID)}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" /> <Trans>Back to the group</Trans>
        </Link>
        <h1 className="mt-2 text-2xl font-bold break-words text-slate-900">
          <Trans>Manage {name}</Trans>
        </h1>
      </div>
      {hiddenFor && (
        <p role="status" className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
          <Trans>An operator hid this group: {hiddenFor}</Trans>
        </p>
      )}
      <Section id="manage-requests" title={t`Join requests`}>
        <MemberList
          groupID={groupID}
          state="requested"
          label={t`Join requests`}
          emptyText={t`No one is waiting for approval.`}
          actions={(member) => <RequestActions groupID={groupID} member={member} />}
        />
      </Section>
      <Section id="manage-members" title={t`Members`}>
        <MemberList
          groupID={groupID}
          label={t`Members`}
          emptyText={t`No members yet.`}
          actions={(member) => (
            <MemberActions group={group.data} member={member} viewerID={session?.userID} />
          )}
        />
      </Section>
      <InviteForm groupID={groupID} businesses={managed} />
      <Section id="manage-invited" title={t`Invitations waiting for an answer`}>
        <MemberList
          groupID={groupID}
          state="invited"
          label={t`Invited people`}
          emptyText={t`No invitation is waiting.`}
        />
      </Section>
      <Section id="manage-banned" title={t`Banned`}>
        <MemberList
          groupID={groupID}
          state="banned"
          label={t`Banned people`}
          emptyText={t`No one is banned.`}
          actions={(member) => <BanActions groupID={groupID} member={member} />}
        />
      </Section>
      <Section id="manage-edit" title={t`Edit the group`}>
        {industries.data ? (
          <GroupForm
            group={group.data}
            industries={industries.data}
            submitLabel={t`Save changes`}
            onSave={async (body) => {
              await update.mutateAsync(body);
              toast.success(t`The group was saved.`);
            }}
          />
        ) : industries.isError ? (
          <PageError />
        ) : (
          <PageLoading />
        )}
      </Section>
      {isOwner && <DeleteGroup groupID={groupID} name={name} />}
    </div>
  );
}
