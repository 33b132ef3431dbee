import { Trans } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { ShieldCheck } from 'lucide-react';

/**
 * The test driver's stand-in for the bank's 3-D Secure page (Stripe's test cards ask for it): the card holder
 * completes or fails the authentication.
 */
export function AuthenticationStep({
  open,
  amount,
  busy,
  onAnswer,
}: {
  open: boolean;
  amount: string;
  busy: boolean;
  onAnswer: (approve: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && onAnswer(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <ShieldCheck aria-hidden className="size-5 text-brand-600" /> <Trans>Confirm your payment</Trans>
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            <Trans>
              Your bank asks you to confirm the payment of {amount}. This is a test payment: choose how the
              authentication ends.
            </Trans>
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={() => onAnswer(false)}
              className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-60"
            >
              <Trans>Fail authentication</Trans>
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => onAnswer(true)}
              className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              <Trans>Complete authentication</Trans>
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
