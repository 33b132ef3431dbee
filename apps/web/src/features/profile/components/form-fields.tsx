import { Trans } from '@lingui/react/macro';
import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import { Field, inputClass } from '@/components/ui/field';

/** A labelled text input on the shared Field; register()'s props (ref included) pass through. */
export function TextField({
  label,
  error,
  hint,
  className = '',
  ...rest
}: { label: string; error?: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(props) => <input {...props} {...rest} className={`${inputClass} ${className}`} />}
    </Field>
  );
}

/** A labelled select on the shared Field, with an empty "Select one" choice. */
export function Select({
  label,
  options,
  error,
  ...rest
}: {
  label: string;
  options: { value: string; label: string }[];
  error?: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field label={label} error={error}>
      {(props) => (
        <select {...props} {...rest} className={inputClass}>
          <option value="">
            <Trans>Select one</Trans>
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
