import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { LOCALE_TAGS, type DataExport, type SiteLocale } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { useSiteLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useDataExport } from '../api/get-data-export';
import { useExportLink } from '../api/get-export-link';
import { useRequestDataExport } from '../api/request-data-export';

const when = (iso: string, locale: SiteLocale) =>
  `${new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;

/** A file's size in the page's language: bytes, KB or MB with one decimal. */
function size(bytes: number | null, i18n: I18n, locale: SiteLocale) {
  if (bytes === null) return '';
  const number = (value: number) =>
    new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(
      value,
    );
  if (bytes < 1024) return i18n._(msg`${bytes} bytes`);
  const kilobytes = number(bytes / 1024);
  if (bytes < 1024 * 1024) return i18n._(msg`${kilobytes} KB`);
  const megabytes = number(bytes / 1024 / 1024);
  return i18n._(msg`${megabytes} MB`);
}

function ExportStatus({ latest }: { latest: DataExport }) {
  const { i18n } = useLingui();
  const locale = useSiteLocale();
  const link = useExportLink();
  const requested = when(latest.createdAt, locale);
  const fileSize = size(latest.size, i18n, locale);
  const until = latest.expiresAt ? when(latest.expiresAt, locale) : '';
  const download = () =>
    link.mutate(latest.id, {
      // The file is an attachment: the browser saves it and stays on this page.
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast.error(error.message),
    });
  if (latest.status === 'pending')
    return (
      <p className="text-sm text-slate-700">
        <Trans>
          <span className="font-semibold">Being prepared</span> (requested {requested}). This can take a few
          minutes; we will also send you a mail when it is ready.
        </Trans>
      </p>
    );
  if (latest.status === 'failed')
    return (
      <p className="text-sm text-red-700">
        <Trans>
          <span className="font-semibold">Your last export failed</span> ({requested}).
        </Trans>{' '}
        {latest.error}
      </p>
    );
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-700">
        {until ? (
          <Trans>
            <span className="font-semibold">Ready</span> ({fileSize}), available until {until}.
          </Trans>
        ) : (
          <Trans>
            <span className="font-semibold">Ready</span> ({fileSize}), available until it is deleted.
          </Trans>
        )}
      </p>
      <button
        type="button"
        onClick={download}
        disabled={link.isPending}
        className={buttonClass('primary', 'sm')}
      >
        {link.isPending ? <Trans>Preparing the download…</Trans> : <Trans>Download</Trans>}
      </button>
    </div>
  );
}

/** "Your data": request an export of everything the site holds about me and download it when it is ready. */
export function YourData() {
  const { t } = useLingui();
  const state = useDataExport();
  const request = useRequestDataExport();
  const latest = state.data?.latest ?? null;
  const status = useRef<HTMLDivElement>(null);
  const ask = () =>
    request.mutate(undefined, {
      // The button is disabled while the export is prepared: the focus goes to the status that says so.
      onSuccess: () => {
        toast.success(t`Your export is being prepared. We will send you a mail when it is ready.`);
        status.current?.focus();
      },
      onError: (error) => toast.error(error.message),
    });
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        <Trans>
          Download a copy of everything we hold about you as a JSON file: your profile, the businesses you
          belong to and their products, your posts, comments, likes, follows, favorites, saved searches,
          messages and settings.
        </Trans>
      </p>
      <div
        ref={status}
        tabIndex={-1}
        aria-live="polite"
        className="rounded-lg border border-slate-200 bg-slate-50 p-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
      >
        {state.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            <Trans>Loading your exports…</Trans>
          </p>
        ) : state.isError ? (
          <p role="alert" className="text-sm text-red-700">
            <Trans>Your exports could not be loaded.</Trans> {state.error.message}
          </p>
        ) : latest ? (
          <ExportStatus latest={latest} />
        ) : (
          <p className="text-sm text-slate-600">
            <Trans>You have not requested an export yet.</Trans>
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={ask}
        disabled={request.isPending || latest?.status === 'pending'}
        className={buttonClass('outline')}
      >
        {request.isPending ? <Trans>Requesting…</Trans> : <Trans>Request export</Trans>}
      </button>
    </div>
  );
}
