import type { SelectHTMLAttributes } from 'react';
import { inputClass, labelClass } from '@/components/ui/field';

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
      <select id={id} className={inputClass} {...rest}>
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
