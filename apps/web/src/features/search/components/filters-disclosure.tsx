import { useId, useState, type ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Trans } from '@lingui/react/macro';

/**
 * The results page's filters: beside the results from md up; on a phone folded behind a Filters button (saying
 * how many are applied), so that the results come first instead of after every facet's values.
 */
export function FiltersDisclosure({ chosen, children }: { chosen: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="grid content-start gap-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex items-center justify-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 md:hidden"
      >
        <SlidersHorizontal aria-hidden className="size-4" />
        {chosen > 0 ? <Trans>Filters ({chosen})</Trans> : <Trans>Filters</Trans>}
      </button>
      <div id={id} className={`${open ? 'grid' : 'hidden'} content-start gap-6 md:grid`}>
        {children}
      </div>
    </div>
  );
}
