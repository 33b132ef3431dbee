import { useState } from 'react';
import { Field, inputClass } from '@/components/ui/field';
import type { AccountError } from '../api/account-call';

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

type InputProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
};

export const CurrentPasswordInput = (props: InputProps) => (
  <TextInput label="Current password" type="password" autoComplete="current-password" {...props} />
);

export const CodeInput = (props: InputProps) => (
  <TextInput label="Authentication code" autoComplete="one-time-code" hint={CODE_HINT} {...props} />
);

/**
 * The last refusal of the account service, shown on the field its name is about (`fieldError`), or, when no field
 * of the form claims it, above the button (`otherError`, given every name the fields claim). `refusals` counts
 * them, for `useFocusFirstError`.
 */
export function useAccountError() {
  const [error, setAccountError] = useState<AccountError | undefined>();
  const [refusals, setRefusals] = useState(0);
  const setError = (next: AccountError | undefined) => {
    setAccountError(next);
    if (next) setRefusals((count) => count + 1);
  };
  const fieldError = (...names: string[]) =>
    error && names.includes(error.name) ? error.message : undefined;
  const otherError = (...claimed: string[]) =>
    error && !claimed.includes(error.name) ? error.message : undefined;
  return { setError, fieldError, otherError, refusals };
}
