import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

export const inputClassName =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-slate-100';
export const labelClassName = 'block text-sm font-medium text-slate-800';
/** The same class names, by their shorter names. */
export const inputClass = inputClassName;
export const labelClass = labelClassName;

/** A labelled form control with an optional hint and error, wired with aria attributes. */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: ReactNode;
  error?: string;
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type Controlled<Attributes> = Omit<Attributes, 'id' | 'value' | 'onChange' | 'className'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  /** The field's validation message, shown under it and announced. */
  error?: string;
};

/** A labelled text input; any other input attribute (type, required, maxLength...) passes through. */
export function TextInput({
  label,
  value,
  onChange,
  hint,
  error,
  ...rest
}: Controlled<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(props) => (
        <input
          {...props}
          {...rest}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );
}

/** A labelled text area; with `max` it holds at most that many characters and counts them in its hint. */
export function TextArea({
  label,
  value,
  onChange,
  hint,
  error,
  max,
  rows = 5,
  ...rest
}: Controlled<TextareaHTMLAttributes<HTMLTextAreaElement>> & { max?: number }) {
  const counter = max === undefined ? undefined : `${value.length}/${max}`;
  return (
    <Field label={label} hint={[counter, hint].filter(Boolean).join(' ') || undefined} error={error}>
      {(props) => (
        <textarea
          {...props}
          {...rest}
          rows={rows}
          maxLength={max}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );
}

/**
 * A labelled select over `options`, disabled while there are none; `placeholder` adds an empty first choice, which
 * `required` then refuses.
 */
export function SelectInput({
  label,
  placeholder,
  value,
  options,
  onChange,
  required,
  error,
}: {
  label: string;
  placeholder?: string;
  value: string;
  options: { id: string; name: string }[] | undefined;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
}) {
  return (
    <Field label={label} error={error}>
      {(props) => (
        <select
          {...props}
          required={required}
          disabled={!options?.length}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
