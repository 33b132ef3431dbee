import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { buttonClass } from '@/components/ui/button';
import { inputClass, labelClass } from '@/components/ui/field';
import { errorText } from '@/lib/http';
import { toast } from '@/lib/toast';

/**
 * What the caller of a ReasonForm keeps: whether the form is open, the reason and the error (`formProps`, handed to
 * the form), and what the end of the request does: `succeeded` closes the form, clears the reason and says what was
 * done; `failed` shows the API's error. Closing clears the error.
 */
export function useReasonForm() {
  const { i18n } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const close = () => {
    setError(undefined);
    setOpen(false);
  };
  return {
    isOpen,
    open: () => {
      setError(undefined);
      setOpen(true);
    },
    close,
    error,
    setError,
    succeeded: (message: string) => {
      close();
      setReason('');
      toast.success(message);
    },
    failed: (failure: Error) => setError(errorText(failure, i18n)),
    formProps: { reason, onReasonChange: setReason, error, onError: setError, inputRef },
  };
}

/**
 * The reason an operator gives for hiding or suspending something, read by its owners, with Confirm and Cancel. A
 * blank reason is refused in place (`onError`, the focus back in the reason); a given one goes to `onConfirm`
 * trimmed. The caller keeps the reason and the error, so that it can clear them when its request succeeds.
 */
export function ReasonForm({
  reason,
  onReasonChange,
  error,
  onError,
  pending,
  confirmLabel,
  onConfirm,
  onCancel,
  inputRef,
  autoFocus,
}: {
  reason: string;
  onReasonChange: (reason: string) => void;
  error: string | undefined;
  onError: (error: string) => void;
  pending: boolean;
  confirmLabel: ReactNode;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-48 flex-1">
        <label htmlFor={`${id}-reason`} className={labelClass}>
          <Trans>Reason (the owners read it)</Trans>
        </label>
        <input
          ref={inputRef}
          id={`${id}-reason`}
          autoFocus={autoFocus}
          className={inputClass}
          value={reason}
          maxLength={1000}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onReasonChange(event.target.value)}
        />
      </div>
      <button
        type="button"
        className={buttonClass('primary', 'sm')}
        disabled={pending}
        onClick={() => {
          if (!reason.trim()) {
            onError(t`Say why.`);
            inputRef.current?.focus();
            return;
          }
          onConfirm(reason.trim());
        }}
      >
        {confirmLabel}
      </button>
      <button type="button" className={buttonClass('ghost', 'sm')} onClick={onCancel}>
        <Trans>Cancel</Trans>
      </button>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
