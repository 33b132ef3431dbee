import * as Dialog from '@radix-ui/react-dialog';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { buttonClass } from '@/components/ui/button';
import { useRemovePost } from '../api/remove-post';

/** Remove post, after a confirmation; the lists refetch without the post. */
export function RemovePostButton({ postID, onRemoved }: { postID: string; onRemoved?: () => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const remove = useRemovePost();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-medium text-slate-600 hover:bg-rose-50 hover:text-rose-700">
        <Trash2 aria-hidden className="size-4" /> <Trans>Remove post</Trans>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            <Trans>Remove this post?</Trans>
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            <Trans>Its likes, comments and pictures are removed with it. This cannot be undone.</Trans>
          </Dialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <Dialog.Close className={buttonClass('ghost')}>
              <Trans>Cancel</Trans>
            </Dialog.Close>
            <button
              type="button"
              disabled={remove.isPending}
              className={`${buttonClass('primary')} bg-rose-600 hover:bg-rose-700`}
              onClick={() =>
                remove.mutate(postID, {
                  onSuccess: () => {
                    setOpen(false);
                    toast.success(t`Post removed`);
                    onRemoved?.();
                  },
                  onError: () => toast.error(t`An error occurred while removing the post.`),
                })
              }
            >
              {remove.isPending ? <Trans>Removing…</Trans> : <Trans>Remove</Trans>}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
