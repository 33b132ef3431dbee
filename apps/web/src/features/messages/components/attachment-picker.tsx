import { useLingui } from '@lingui/react/macro';
import { MAX_ATTACHMENTS_PER_MESSAGE } from '@tradeforge/contracts';
import { FileText, Loader2, Paperclip, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { ATTACHMENT_ACCEPT, uploadAttachment } from '../api/upload-attachment';

export interface PendingAttachment {
  key: string;
  name: string;
  token?: string;
}

/**
 * Attachments of a message or an inquiry: each chosen file uploads at once and shows as a chip until sent. The
 * owner keeps the list, so it can clear it after sending and wait while uploads run.
 */
export function useAttachments() {
  const { t, i18n } = useLingui();
  const [items, setItems] = useState<PendingAttachment[]>([]);
  const add = (files: FileList | null) => {
    const chosen = Array.from(files ?? []).slice(0, MAX_ATTACHMENTS_PER_MESSAGE - items.length);
    for (const file of chosen) {
      const key = `${file.name}-${file.size}-${Math.random()}`;
      setItems((current) => [...current, { key, name: file.name }]);
      uploadAttachment(file, i18n).then(
        (token) =>
          setItems((current) => current.map((item) => (item.key === key ? { ...item, token } : item))),
        (error: unknown) => {
          setItems((current) => current.filter((item) => item.key !== key));
          toast.error(error instanceof Error ? error.message : t`The file could not be attached.`);
        },
      );
    }
  };
  return {
    items,
    add,
    remove: (key: string) => setItems((current) => current.filter((item) => item.key !== key)),
    clear: () => setItems([]),
    uploading: items.some((item) => !item.token),
    tokens: items.flatMap((item) => (item.token ? [item.token] : [])),
  };
}

export function AttachButton({
  onFiles,
  disabled,
  label,
}: {
  onFiles: (files: FileList | null) => void;
  disabled?: boolean;
  label?: string;
}) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={disabled}
        aria-label={label ?? t`Attach files`}
        title={t`Images or PDF, up to 10 MB`}
        className="flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 disabled:opacity-50"
      >
        <Paperclip aria-hidden className="size-5" />
      </button>
      <input
        ref={input}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="attachment-input"
        onChange={(event) => {
          onFiles(event.target.files);
          event.target.value = '';
        }}
      />
    </>
  );
}

export function AttachmentChips({
  items,
  onRemove,
}: {
  items: PendingAttachment[];
  onRemove: (key: string) => void;
}) {
  const { t } = useLingui();
  if (!items.length) return null;
  return (
    <ul aria-label={t`Attachments`} className="flex flex-wrap gap-2">
      {items.map(({ name, ...item }) => (
        <li
          key={item.key}
          className="flex max-w-full items-center gap-1.5 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-xs text-slate-700"
        >
          {item.token ? (
            <FileText aria-hidden className="size-3.5 shrink-0" />
          ) : (
            <Loader2 aria-label={t`Uploading`} className="size-3.5 shrink-0 animate-spin" />
          )}
          <span className="truncate">{name}</span>
          <button
            type="button"
            onClick={() => onRemove(item.key)}
            aria-label={t`Remove ${name}`}
            className="flex size-6 items-center justify-center rounded-full hover:bg-slate-200"
          >
            <X aria-hidden className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
