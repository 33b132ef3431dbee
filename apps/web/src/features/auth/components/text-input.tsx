import { Field, inputClass } from '@/components/ui/field';

/** A labelled input of the security settings, controlled by its form's state. */
export function TextInput({
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  hint,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password' | 'email';
  autoComplete: string;
  hint?: string;
  error?: string | undefined;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(props) => (
        <input
          {...props}
          type={type}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );
}

export const CODE_HINT = 'The 6-digit code of your authenticator app, or one of your recovery codes.';
