import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { href } from '@/app/paths';
import { DangerZone } from '@/components/ui/danger-zone';
import { errorText } from '@/lib/http';
import { toast } from '@/lib/toast';
import { useDeleteGroup } from '../api/delete-group';

/** Owners only: deletes the group after a confirmation naming it, then goes to /groups. */
export function DeleteGroup({ groupID, name }: { groupID: string; name: string }) {
  const remove = useDeleteGroup(groupID);
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(t`${name} was deleted.`);
        void navigate(href.groups());
      },
      onError: (error) => toast.error(errorText(error, i18n)),
    });
  return (
    <DangerZone
      title={<Trans>Delete this group</Trans>}
      explanation={
        <Trans>Its posts, members and invitations are removed for good. This cannot be undone.</Trans>
      }
      action={<Trans>Delete group</Trans>}
      question={<Trans>Delete {name}?</Trans>}
      consequence={<Trans>Members will no longer find it or its posts.</Trans>}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
