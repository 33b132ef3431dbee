import type { ThreadMessage } from '@tradeforge/contracts';
import { Trans } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import { useSiteLocale } from '@/lib/i18n';
import { formatMessageDate } from './format-date';

/**
 * One message on its side of the chat: mine on the right, the other side's on the left. Images show inline, other
 * files (PDF) as a download link; `receipt` is the Sent / Seen line under my latest message.
 */
export function MessageBubble({
  message,
  mine,
  author,
  receipt,
}: {
  message: ThreadMessage;
  mine: boolean;
  author: string;
  receipt?: string;
}) {
  const { attachment } = message;
  const locale = useSiteLocale();
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`} data-side={message.from}>
      <div
        className={`max-w-[85%] rounded-2xl px-3.5 py-2 text-sm shadow-sm sm:max-w-[70%] ${
          mine
            ? 'rounded-br-sm bg-brand-600 text-white'
            : 'rounded-bl-sm bg-white text-slate-900 ring-1 ring-slate-200'
        }`}
      >
        <p className="sr-only">{mine ? <Trans>You wrote:</Trans> : <Trans>{author} wrote:</Trans>}</p>
        {message.type === 'image' && attachment ? (
          <a href={attachment.url} target="_blank" rel="noopener noreferrer" className="block">
            <img
              src={attachment.url}
              alt={attachment.name}
              width={attachment.width}
              height={attachment.height}
              loading="lazy"
              className="max-h-64 w-auto max-w-full rounded-lg bg-slate-100 object-contain"
            />
          </a>
        ) : message.type === 'file' && attachment ? (
          <a
            href={attachment.url}
            download={attachment.name}
            className={`flex items-center gap-2 font-medium underline ${mine ? 'text-white' : 'text-brand-700'}`}
          >
            <FileText aria-hidden className="size-4 shrink-0" />
            <span className="break-all">{attachment.name}</span>
            <span className="sr-only">
              <Trans>(download)</Trans>
            </span>
          </a>
        ) : null}
        {message.content && (
          <p className={`break-words whitespace-pre-line ${attachment ? 'mt-1.5' : ''}`}>{message.content}</p>
        )}
      </div>
      <p className="mt-1 px-1 text-xs text-slate-600">
        <time dateTime={message.datetime}>{formatMessageDate(message.datetime, locale)}</time> UTC
        {receipt && <span className="ml-2 font-medium text-slate-700">· {receipt}</span>}
      </p>
    </li>
  );
}
