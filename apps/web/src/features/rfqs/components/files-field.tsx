import { Trans, useLingui } from '@lingui/react/macro';
import { RFQ_LIMITS } from '@tradeforge/contracts';
import { FileText, Loader2, X } from 'lucide-react';
import { useId } from 'react';
import { labelClass } from '@/components/ui/field';
import { RFQ_ATTACHMENT_ACCEPT } from '../api/upload-rfq-attachment';
import type { FileUploads } from './use-file-uploads';

/** Size in the page's language: "240 KB", "2.5 MB". */
export function useFileSize() {
  const { i18n } = useLingui();
  return (bytes: number) =>
    bytes < 1024 * 1024
      ? i18n.number(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' })
      : i18n.number(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}

/**
 * Drawings and specifications of a request or quote: a file input (PDF or images, several at once), then the files
 * with their size, an upload spinner and a Remove button each. A refused file is said under the field.
 */
export function FilesField({ label, uploads }: { label: string; uploads: FileUploads }) {
  const { t } = useLingui();
  const id = useId();
  const size = useFileSize();
  const max = RFQ_LIMITS.attachmentsMax;
  const full = uploads.items.length >= max;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept={RFQ_ATTACHMENT_ACCEPT}
        disabled={full}
        aria-describedby={`${id}-hint${uploads.problem ? ` ${id}-problem` : ''}`}
        className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-brand-600 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-50 disabled:opacity-60"
        onChange={(event) => {
          uploads.add(event.target.files);
          event.target.value = '';
        }}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        <Trans>PDF or images (JPEG, PNG, WebP), up to {max} files of 10 MB each.</Trans>
      </p>
      {uploads.problem && (
        <p id={`${id}-problem`} role="alert" className="mt-1 text-xs text-red-700">
          {uploads.problem}
        </p>
      )}
      {uploads.items.length > 0 && (
        <ul aria-label={t`Files`} className="mt-2 space-y-1">
          {uploads.items.map((item) => {
            const name = item.name;
            const ready = !!(item.token || item.attachmentID);
            return (
              <li
                key={item.key}
                className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-1.5 text-sm text-slate-700 ring-1 ring-slate-200"
              >
                {ready ? (
                  <FileText aria-hidden className="size-4 shrink-0 text-slate-500" />
                ) : (
                  <Loader2 aria-hidden className="size-4 shrink-0 animate-spin text-slate-500" />
                )}
                <span className="min-w-0 flex-1 truncate">{name}</span>
                <span className="shrink-0 text-xs text-slate-500">
                  {ready ? size(item.size) : <Trans>Uploading…</Trans>}
                </span>
                <button
                  type="button"
                  onClick={() => uploads.remove(item.key)}
                  aria-label={t`Remove ${name}`}
                  className="flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-slate-200"
                >
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
