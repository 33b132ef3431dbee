import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import type { ProductBody } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';

export type Spec = ProductBody['specs'][number];

const COLUMNS = [
  { field: 'key', maxLength: 60 },
  { field: 'value', maxLength: 500 },
] as const;

/** The technical specification rows of a product: a name and a value each, added and removed freely. */
export function SpecRowsEditor({
  specs,
  onChange,
  error,
}: {
  specs: Spec[];
  onChange: (specs: Spec[]) => void;
  /** The validation message of the rows, shown under them and announced. */
  error?: string;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        <Trans>Technical specifications</Trans>
      </legend>
      <ul className="mt-2 space-y-2">
        {specs.map((spec, index) => {
          const number = index + 1;
          return (
            <li key={index} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
              {COLUMNS.map(({ field, maxLength }) => (
                <div key={field}>
                  <label htmlFor={`${id}-${field}-${index}`} className="text-xs text-slate-600">
                    {field === 'key' ? t`Specification ${number} name` : t`Specification ${number} value`}
                  </label>
                  <input
                    id={`${id}-${field}-${index}`}
                    maxLength={maxLength}
                    value={spec[field]}
                    onChange={(event) =>
                      onChange(
                        specs.map((item, at) =>
                          at === index ? { ...item, [field]: event.target.value } : item,
                        ),
                      )
                    }
                    className={inputClass}
                  />
                </div>
              ))}
              <button
                type="button"
                onClick={() => onChange(specs.filter((_, at) => at !== index))}
                className="mb-0.5 rounded-lg p-2 text-slate-600 hover:bg-red-50 hover:text-red-700"
              >
                <Trash2 aria-hidden className="size-4" />
                <span className="sr-only">
                  <Trans>Remove specification {number}</Trans>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() => onChange([...specs, { key: '', value: '' }])}
        className={`${buttonClass('ghost', 'sm')} mt-2`}
      >
        <Plus aria-hidden className="size-4" /> <Trans>Add specification</Trans>
      </button>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
