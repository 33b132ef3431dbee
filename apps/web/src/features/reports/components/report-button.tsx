import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ReportObjectType } from '@tradeforge/contracts';
import { loginUrl, useSession } from '@/lib/session';

const ReportDialog = lazy(() => import('./report-dialog'));

/**
 * The Report action of a business, product, post, comment, thread or user: a reason from the list and a note, sent
 * to the site's operators. Visitors are asked to log in first.
 */
export function ReportButton(props: { objectType: ReportObjectType; objectID: string; label: string }) {
  const { isLoggedIn } = useSession();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-red-700"
        onClick={() => (isLoggedIn ? setOpen(true) : window.location.assign(loginUrl()))}
      >
        <Flag aria-hidden className="size-4" /> Report
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
