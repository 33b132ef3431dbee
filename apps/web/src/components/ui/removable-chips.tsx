import { Trans } from '@lingui/react/macro';
import { X } from 'lucide-react';

/** Chosen items as chips, each with a button that removes it; nothing when there are none. */
export function RemovableChips({
  label,
  items,
  onRemove,
}: {
  /** Names the list, e.g. "Chosen spoken languages". */
  label: string;
  items: { value: string; label: string }[];
  onRemove: (value: string) => void;
}) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map(({ value, label: name }) => (
        <li
          key={value}
          className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-brand-800 ring-1 ring-brand-200"
        >
          {name}
          <button
            type="button"
            onClick={() => onRemove(value)}
            className="rounded-full p-0.5 hover:bg-brand-100 hover:text-brand-900"
          >
            <X aria-hidden className="size-3.5" />
            <span className="sr-only">
              <Trans>Remove {name}</Trans>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
