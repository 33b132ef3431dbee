import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { href } from '@/app/paths';
import { errorText } from '@/lib/http';
import { toast } from '@/lib/toast';
import { useDeleteGroup } from '../api/delete-group';

/** Owners only: deletes the group after a confirmation naming it, then goes to /groups. */
export function DeleteGroup({ groupID, name }: { groupID: string; name: string }) {
  const [open, setOpen] = useState(false);
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
    <section aria-labelledby="group-danger-zone" className="rounded-xl border border-red-200 bg-red-50 p-4">
      <h2 id="group-danger-zone" className="font-semibold text-red-900">
        <Trans>Delete this group</Trans>
      </h2>
      <p className="mt-1 text-sm text-red-800">
        <Trans>Its posts, members and invitations are removed for good. This cannot be undone.</Trans>
      </p>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className="mt-3 inline-flex items-center gap-2 rounded-lg bg-red-700 px-3 py-2 text-sm font-semibold text-white hover:bg-red-800">
          <Trash2 aria-hidden className="size-4" /> <Trans>Delete group</Trans>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
            <Dialog.Title className="text-lg font-semibold text-slate-900">
              <Trans>Delete {name}?</Trans>
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-slate-600">
              <Trans>Members will no longer find it or its posts.</Trans>
            </Dialog.Description>
            <div className="mt-6 flex justify-end gap-2">
              <Dialog.Close className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50">
                <Trans>Cancel</Trans>
              </Dialog.Close>
              <button
                type="button"
                onClick={confirm}
                disabled={remove.isPending}
                className="rounded-lg bg-red-700 px-3 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              >
                {remove.isPending ? <Trans>Deleting…</Trans> : <Trans>Delete for good</Trans>}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
