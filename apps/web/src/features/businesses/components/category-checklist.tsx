import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { MAX_BUSINESS_CATEGORIES, type IndustryWithCategories } from '@tradeforge/contracts';

/** The main categories of the chosen industry as checkboxes, at most MAX_BUSINESS_CATEGORIES of them checked. */
export function CategoryChecklist({
  industry,
  value,
  onChange,
  error,
}: {
  industry: IndustryWithCategories | undefined;
  value: string[];
  onChange: (update: (current: string[]) => string[]) => void;
  /** The validation message of the list, shown under it and announced. */
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        <Trans>Main categories</Trans>
      </legend>
      {industry ? (
        <div className="mt-2 grid max-h-56 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
          {industry.categories.map((category) => (
            <label key={category.id} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={value.includes(category.id)}
                onChange={(event) =>
                  onChange((current) =>
                    event.target.checked
                      ? [...current, category.id].slice(0, MAX_BUSINESS_CATEGORIES)
                      : current.filter((id) => id !== category.id),
                  )
                }
                className="size-4 accent-brand-600"
              />
              {category.name}
            </label>
          ))}
        </div>
      ) : (
        <p className="mt-1 text-xs text-slate-600">
          <Trans>Choose the main industry first.</Trans>
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
