import { useLingui } from '@lingui/react/macro';
import { RFQ_LIMITS, type RfqAttachment, type RfqAttachmentRef } from '@tradeforge/contracts';
import { useState } from 'react';
import { errorText } from '@/lib/http';
import { uploadRfqAttachment } from '../api/upload-rfq-attachment';

/** A file of a request or quote: one the quote already has (`attachmentID`), or a new upload (its `token`). */
export interface FileItem {
  key: string;
  name: string;
  size: number;
  attachmentID?: string;
  token?: string;
}

/**
 * The files of a request or a quote form: each chosen file uploads at once and shows in the list until the form is
 * sent; a quote being edited starts with the files it has. Uploads that fail are dropped from the list with their
 * reason in `problem`, announced by the field. The form's own state, so a refused submit keeps them.
 */
export function useFileUploads(existing: RfqAttachment[] = []) {
  const { t, i18n } = useLingui();
  const [items, setItems] = useState<FileItem[]>(() =>
    existing.map(({ attachmentID, name, size }) => ({ key: attachmentID, name, size, attachmentID })),
  );
  const [problem, setProblem] = useState('');
  const add = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    const room = RFQ_LIMITS.attachmentsMax - items.length;
    const max = RFQ_LIMITS.attachmentsMax;
    setProblem(chosen.length > room ? t`Up to ${max} files: the others were left out.` : '');
    for (const file of chosen.slice(0, Math.max(0, room))) {
      const key = `${file.name}-${file.size}-${Math.random()}`;
      setItems((current) => [...current, { key, name: file.name, size: file.size }]);
      uploadRfqAttachment(file).then(
        (token) =>
          setItems((current) => current.map((item) => (item.key === key ? { ...item, token } : item))),
        (error: unknown) => {
          setItems((current) => current.filter((item) => item.key !== key));
          const name = file.name;
          const reason = errorText(error, i18n);
          setProblem(t`${name} could not be attached: ${reason}`);
        },
      );
    }
  };
  return {
    items,
    problem,
    add,
    remove: (key: string) => setItems((current) => current.filter((item) => item.key !== key)),
    uploading: items.some((item) => !item.token && !item.attachmentID),
    tokens: items.flatMap((item) => (item.token ? [item.token] : [])),
    /** What an edit sends: the files kept by their ids, the new ones by their tokens. */
    refs: items.flatMap((item): RfqAttachmentRef[] =>
      item.attachmentID ? [{ attachmentID: item.attachmentID }] : item.token ? [{ token: item.token }] : [],
    ),
  };
}

export type FileUploads = ReturnType<typeof useFileUploads>;
