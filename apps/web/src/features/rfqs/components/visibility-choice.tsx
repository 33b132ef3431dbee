import { Trans, useLingui } from '@lingui/react/macro';
import type { RfqVisibility } from '@tradeforge/contracts';
import { useId } from 'react';
import { VISIBILITY_LABELS, VISIBILITY_MEANINGS } from './rfq-labels';

const VISIBILITIES: RfqVisibility[] = ['public', 'matched'];

/** Public or matched suppliers only, as two radio cards, each with what it means. */
export function VisibilityChoice({
  value,
  onChange,
}: {
  value: RfqVisibility;
  onChange: (value: RfqVisibility) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">
        <Trans>Who sees the request</Trans>
      </legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {VISIBILITIES.map((visibility) => (
          <label
            key={visibility}
            className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={`${id}-visibility`}
              value={visibility}
              checked={value === visibility}
              onChange={() => onChange(visibility)}
              aria-labelledby={`${id}-${visibility}`}
              aria-describedby={`${id}-${visibility}-meaning`}
              className="mt-1"
            />
            <span>
              <span id={`${id}-${visibility}`} className="block text-sm font-semibold text-slate-900">
                {i18n._(VISIBILITY_LABELS[visibility])}
              </span>
              <span id={`${id}-${visibility}-meaning`} className="block text-xs text-slate-600">
                {i18n._(VISIBILITY_MEANINGS[visibility])}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
