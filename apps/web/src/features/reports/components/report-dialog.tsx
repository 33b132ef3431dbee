import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { REPORT_REASONS, type ReportObjectType, type ReportReason } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { inputClass, labelClass } from '@/components/ui/field';
import { REPORT_REASON_NAMES } from '@/lib/i18n/report-reasons';
import { toast } from '@/lib/toast';
import { useSendReport } from '../api/send-report';

const REASONS = Object.keys(REPORT_REASONS) as ReportReason[];

export interface ReportDialogProps {
  objectType: ReportObjectType;
  objectID: string;
  /** What is reported, for the dialog's title ("Report Acme Pumps"). */
  label: string;
  onClose: () => void;
}

/** The Report dialog (loaded on first use: Radix Dialog and the reasons stay out of the pages' first load). */
export default function ReportDialog({ objectType, objectID, label, onClose }: ReportDialogProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [missingReason, setMissingReason] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const send = useSendReport();

  const submit = () => {
    setMissingReason(!reason);
    if (!reason) return setError(t`Choose a reason.`);
    setError(undefined);
    send.mutate(
      { objectType, objectID, reason, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          onClose();
          toast.success(t`Thank you: the operators will look at your report.`);
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
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            <Trans>Report {label}</Trans>
          </Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            <Trans>Tell the site’s operators what is wrong. They review every report.</Trans>
          </Dialog.Description>
          <div>
            <label htmlFor={`${id}-reason`} className={labelClass}>
              <Trans>Reason</Trans>
            </label>
            <select
              id={`${id}-reason`}
              className={inputClass}
              value={reason}
              aria-invalid={missingReason || undefined}
              onChange={(event) => setReason(event.target.value as ReportReason)}
            >
              <option value="">{t`Choose a reason`}</option>
              {REASONS.map((value) => (
                <option key={value} value={value}>
                  {i18n._(REPORT_REASON_NAMES[value])}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-note`} className={labelClass}>
              <Trans>Note (optional)</Trans>
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
            <Dialog.Close className={buttonClass('ghost', 'sm')}>
              <Trans>Cancel</Trans>
            </Dialog.Close>
            <button
              type="button"
              className={buttonClass('primary', 'sm')}
              disabled={send.isPending}
              onClick={submit}
            >
              <Trans>Send report</Trans>
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
