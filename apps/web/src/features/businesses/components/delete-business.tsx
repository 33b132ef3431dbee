import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { DangerZone } from '@/components/ui/danger-zone';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/http';
import { useDeleteBusiness } from '../api/delete-business';
import { FAILED } from './business-labels';

/** Owners only: deletes the business after an explicit confirmation naming it. */
export function DeleteBusiness({ businessID, companyName }: { businessID: string; companyName: string }) {
  const remove = useDeleteBusiness(businessID);
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(t`${companyName} was deleted.`);
        void navigate('/my-business');
      },
      onError: (error) => toast.error(error instanceof ApiError ? error.message : i18n._(FAILED)),
    });
  return (
    <DangerZone
      title={<Trans>Delete this business</Trans>}
      explanation={
        <Trans>
          The profile, its products, members and certificates are removed for good. This cannot be undone.
        </Trans>
      }
      action={<Trans>Delete business</Trans>}
      question={<Trans>Delete {companyName}?</Trans>}
      consequence={<Trans>Buyers will no longer find it, and its products and members are removed.</Trans>}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
