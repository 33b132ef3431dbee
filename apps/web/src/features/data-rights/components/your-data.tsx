import { useRef } from 'react';
import type { DataExport } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDataExport } from '../api/get-data-export';
import { useExportLink } from '../api/get-export-link';
import { useRequestDataExport } from '../api/request-data-export';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  ) + ' UTC';

function size(bytes: number | null) {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function ExportStatus({ latest }: { latest: DataExport }) {
  const link = useExportLink();
  const download = () =>
    link.mutate(latest.id, {
      // The file is an attachment: the browser saves it and stays on this page.
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast.error(error.message),
    });
  if (latest.status === 'pending')
    return (
      <p className="text-sm text-slate-700">
        <span className="font-semibold">Being prepared</span> (requested {when(latest.createdAt)}). This can
        take a few minutes; we will also send you a mail when it is ready.
      </p>
    );
  if (latest.status === 'failed')
    return (
      <p className="text-sm text-red-700">
        <span className="font-semibold">Your last export failed</span> ({when(latest.createdAt)}).{' '}
        {latest.error}
      </p>
    );
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-700">
        <span className="font-semibold">Ready</span> ({size(latest.size)}), available until{' '}
        {latest.expiresAt ? when(latest.expiresAt) : 'it is deleted'}.
      </p>
      <button
        type="button"
        onClick={download}
        disabled={link.isPending}
        className={buttonClass('primary', 'sm')}
      >
        {link.isPending ? 'Preparing the download…' : 'Download'}
      </button>
    </div>
  );
}

/** "Your data": request an export of everything the site holds about me and download it when it is ready. */
export function YourData() {
  const state = useDataExport();
  const request = useRequestDataExport();
  const latest = state.data?.latest ?? null;
  const status = useRef<HTMLDivElement>(null);
  const ask = () =>
    request.mutate(undefined, {
      // The button is disabled while the export is prepared: the focus goes to the status that says so.
      onSuccess: () => {
        toast.success('Your export is being prepared. We will send you a mail when it is ready.');
        status.current?.focus();
      },
      onError: (error) => toast.error(error.message),
    });
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Download a copy of everything we hold about you as a JSON file: your profile, the businesses you
        belong to and their products, your posts, comments, likes, follows, favorites, saved searches,
        messages and settings.
      </p>
      <div
        ref={status}
        tabIndex={-1}
        aria-live="polite"
        className="rounded-lg border border-slate-200 bg-slate-50 p-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
      >
        {state.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Loading your exports…
          </p>
        ) : state.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Your exports could not be loaded. {state.error.message}
          </p>
        ) : latest ? (
          <ExportStatus latest={latest} />
        ) : (
          <p className="text-sm text-slate-600">You have not requested an export yet.</p>
        )}
      </div>
      <button
        type="button"
        onClick={ask}
        disabled={request.isPending || latest?.status === 'pending'}
        className={buttonClass('outline')}
      >
        {request.isPending ? 'Requesting…' : 'Request export'}
      </button>
    </div>
  );
}
