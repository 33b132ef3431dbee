import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

const controlClassName =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 aria-[invalid=true]:border-red-500 aria-[invalid=true]:bg-red-50';

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: FieldError;
  hint?: ReactNode;
  children: (props: {
    id: string;
    className: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}

/** A labelled control with its error (announced) and an optional hint such as a character counter. */
export function Field({ id, label, required, error, hint, children }: FieldProps) {
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden>
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id,
        className: controlClassName,
        'aria-invalid': !!error,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-right text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectControl({
  registration,
  options,
  placeholder,
  groups,
  ...props
}: {
  registration: UseFormRegisterReturn;
  options?: Option[];
  groups?: { label: string; options: Option[] }[];
  placeholder: string;
  id: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}) {
  return (
    <select {...props} {...registration}>
      <option value="">{placeholder}</option>
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
      {groups?.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}

export function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl bg-white p-5 shadow-card ring-1 ring-slate-200 md:p-6">
      <legend className="px-1 text-lg font-semibold text-brand-800">{legend}</legend>
      <div className="mt-2 grid gap-4 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}
