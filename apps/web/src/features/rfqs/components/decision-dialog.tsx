import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { TextArea } from '@/components/ui/field';
import { errorText } from '@/lib/http';

/**
 * A button that asks once more before a buyer's decision (accept, decline, ask, close): a dialog that says what
 * follows, an optional or required text, Cancel and the action. A refusal of the server shows in the dialog, which
 * stays open with the text kept; on success `onConfirm`'s caller moves the focus (`onDone`), since the button
 * that opened the dialog may be gone.
 */
export function DecisionDialog({
  trigger,
  triggerClassName = buttonClass('outline', 'sm'),
  title,
  consequence,
  text,
  confirm,
  pendingLabel,
  onConfirm,
  onDone,
}: {
  trigger: ReactNode;
  triggerClassName?: string;
  title: ReactNode;
  consequence: ReactNode;
  /** A text to send with it: its label, whether it is required, its length. */
  text?: { label: string; required?: boolean; max: number; hint?: string };
  confirm: ReactNode;
  pendingLabel: ReactNode;
  onConfirm: (text: string) => Promise<unknown>;
  /** After success, once the dialog is closed: where the focus goes. */
  onDone?: () => void;
}) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState('');
  const [pending, setPending] = useState(false);
  // Read as the dialog unmounts, after the render that closed it: a ref, not state.
  const done = useRef(false);
  const problemId = useId();
  const submit = async () => {
    const written = value.trim();
    if (text?.required && !written) {
      setProblem(t`Please write your message.`);
      return;
    }
    setPending(true);
    setProblem('');
    try {
      await onConfirm(written);
      done.current = true;
      setValue('');
      setOpen(false);
    } catch (error) {
      setProblem(errorText(error, i18n));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setProblem('');
          done.current = false;
        }
      }}
    >
      <Dialog.Trigger className={triggerClassName}>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (done.current && onDone) {
              event.preventDefault();
              onDone();
            }
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(30rem,92vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
        >
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-slate-600">{consequence}</Dialog.Description>
            {text && (
              <div className="mt-4">
                <TextArea
                  label={text.label}
                  required={text.required}
                  max={text.max}
                  hint={text.hint}
                  rows={4}
                  value={value}
                  onChange={setValue}
                  error={text.required && problem && !value.trim() ? problem : undefined}
                />
              </div>
            )}
            {problem && !(text?.required && !value.trim()) && (
              <p id={problemId} role="alert" className="mt-3 text-sm text-red-700">
                {problem}
              </p>
            )}
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <Dialog.Close type="button" className={buttonClass('ghost')}>
                <Trans>Cancel</Trans>
              </Dialog.Close>
              <button type="submit" disabled={pending} className={buttonClass('primary')}>
                {pending ? pendingLabel : confirm}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
