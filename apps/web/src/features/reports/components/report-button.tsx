import { Trans, useLingui } from '@lingui/react/macro';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ReportObjectType } from '@tradeforge/contracts';
import { useHydrated } from '@/lib/hydrated';
import { useSiteLocale } from '@/lib/i18n';
import { loginUrl, useSession } from '@/lib/session';

const ReportDialog = lazy(() => import('./report-dialog'));

/**
 * The Report action of a business, product, post, comment, thread or user: a reason from the list and a note, sent
 * to the site's operators. Visitors are asked to log in first. On a server-rendered page it is disabled until the
 * page is live: a press before that would do nothing.
 */
export function ReportButton({
  compact,
  ...props
}: {
  objectType: ReportObjectType;
  objectID: string;
  label: string;
  /** An icon only (comments, beside their delete button), named "Report {label}" for assistive technology. */
  compact?: boolean;
}) {
  const { t } = useLingui();
  const { isLoggedIn } = useSession();
  const locale = useSiteLocale();
  const label = props.label;
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        disabled={!hydrated}
        className={
          compact
            ? '-m-1 rounded p-1 text-slate-500 hover:bg-red-50 hover:text-red-700'
            : 'inline-flex items-center gap-1 text-sm text-slate-600 hover:text-red-700'
        }
        onClick={() => (isLoggedIn ? setOpen(true) : window.location.assign(loginUrl(locale)))}
      >
        <Flag aria-hidden className="size-4" />
        {compact ? (
          <span className="sr-only">
            <Trans>Report {label}</Trans>
          </span>
        ) : (
          ` ${t`Report`}`
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
