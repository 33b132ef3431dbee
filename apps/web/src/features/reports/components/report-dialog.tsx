import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { REPORT_REASONS, type ReportObjectType, type ReportReason } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { inputClass, labelClass } from '@/components/ui/field';
import { toast } from '@/lib/toast';
import { useSendReport } from '../api/send-report';

const REASONS = Object.entries(REPORT_REASONS) as [ReportReason, string][];

export interface ReportDialogProps {
  objectType: ReportObjectType;
  objectID: string;
  /** What is reported, for the dialog's title ("Report Acme Pumps"). */
  label: string;
  onClose: () => void;
}

/** The Report dialog (loaded on first use: Radix Dialog and the reasons stay out of the pages' first load). */
export default function ReportDialog({ objectType, objectID, label, onClose }: ReportDialogProps) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const send = useSendReport();

  const submit = () => {
    if (!reason) return setError('Choose a reason.');
    setError(undefined);
    send.mutate(
      { objectType, objectID, reason, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          onClose();
          toast.success('Thank you: the operators will look at your report.');
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">Report {label}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            Tell the site’s operators what is wrong. They review every report.
          </Dialog.Description>
          <div>
            <label htmlFor={`${id}-reason`} className={labelClass}>
              Reason
            </label>
            <select
              id={`${id}-reason`}
              className={inputClass}
              value={reason}
              aria-invalid={error === 'Choose a reason.' || undefined}
              onChange={(event) => setReason(event.target.value as ReportReason)}
            >
              <option value="">Choose a reason</option>
              {REASONS.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-note`} className={labelClass}>
              Note (optional)
            </label>
            <textarea
              id={`${id}-note`}
              rows={3}
              maxLength={1000}
              className={inputClass}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Dialog.Close className={buttonClass('ghost', 'sm')}>Cancel</Dialog.Close>
            <button
              type="button"
              className={buttonClass('primary', 'sm')}
              disabled={send.isPending}
              onClick={submit}
            >
              Send report
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
