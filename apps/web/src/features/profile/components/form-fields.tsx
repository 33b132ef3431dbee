import type { SelectHTMLAttributes } from 'react';

export const input =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 focus-visible:outline-3 focus-visible:outline-accent-500';
export const labelClass = 'block text-sm font-medium text-slate-700';

/** A labelled select with an empty "Select one" choice. */
export function Select({
  id,
  label,
  options,
  ...rest
}: {
  id: string;
  label: string;
  options: { value: string; label: string }[];
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} className={input} {...rest}>
        <option value="">Select one</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
