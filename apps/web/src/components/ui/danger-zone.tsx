import { Trans } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

/**
 * The red box at the foot of an owner's settings page that deletes what it manages: what is lost, a button, and a
 * dialog that names it and asks once more (Cancel, or Delete for good while `pending` says the request is out).
 */
export function DangerZone({
  title,
  explanation,
  action,
  question,
  consequence,
  pending,
  onConfirm,
}: {
  title: ReactNode;
  explanation: ReactNode;
  /** The button's label, e.g. "Delete group". */
  action: ReactNode;
  /** The dialog's title, e.g. "Delete Acme?". */
  question: ReactNode;
  consequence: ReactNode;
  pending: boolean;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-red-200 bg-red-50 p-4">
      <h2 id={headingId} className="font-semibold text-red-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-red-800">{explanation}</p>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className="mt-3 inline-flex items-center gap-2 rounded-lg bg-red-700 px-3 py-2 text-sm font-semibold text-white hover:bg-red-800">
          <Trash2 aria-hidden className="size-4" /> {action}
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{question}</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-slate-600">{consequence}</Dialog.Description>
            <div className="mt-6 flex justify-end gap-2">
              <Dialog.Close className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50">
                <Trans>Cancel</Trans>
              </Dialog.Close>
              <button
                type="button"
                onClick={onConfirm}
                disabled={pending}
                className="rounded-lg bg-red-700 px-3 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              >
                {pending ? <Trans>Deleting…</Trans> : <Trans>Delete for good</Trans>}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
