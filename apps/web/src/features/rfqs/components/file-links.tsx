import type { RfqAttachment } from '@tradeforge/contracts';
import { FileText } from 'lucide-react';
import { useFileSize } from './files-field';

/** The files of a request or quote as links (signed, expiring URLs the API gives), with their sizes. */
export function FileLinks({ files, label }: { files: RfqAttachment[]; label: string }) {
  const size = useFileSize();
  if (!files.length) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {files.map((file) => (
        <li key={file.attachmentID}>
          <a
            href={file.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex max-w-full items-center gap-1.5 rounded-lg bg-white px-3 py-1.5 text-sm text-brand-700 ring-1 ring-slate-200 hover:underline"
          >
            <FileText aria-hidden className="size-4 shrink-0" />
            <span className="truncate">{file.name}</span>
            <span className="shrink-0 text-xs text-slate-500">({size(file.size)})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
