import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Field, inputClass } from '@/components/ui/field';
import { errorText } from '@/lib/http';
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

export const CODE_HINT = msg`The 6-digit code of your authenticator app, or one of your recovery codes.`;

type InputProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
};

export function CurrentPasswordInput(props: InputProps) {
  const { t } = useLingui();
  return <TextInput label={t`Current password`} type="password" autoComplete="current-password" {...props} />;
}

export function CodeInput(props: InputProps) {
  const { t, i18n } = useLingui();
  return (
    <TextInput
      label={t`Authentication code`}
      autoComplete="one-time-code"
      hint={i18n._(CODE_HINT)}
      {...props}
    />
  );
}

/**
 * The last refusal of the account service, shown on the field its name is about (`fieldOf` maps names to fields;
 * `fieldError(field)`), or, when none of the fields on the form is about it, above the button (`otherError`, given
 * the fields on the form). `refusals` counts them, for `useFocusFirstError`.
 */
export function useAccountError<Field extends string>(fieldOf: Partial<Record<string, Field>>) {
  const { i18n } = useLingui();
  const [error, setAccountError] = useState<AccountError | undefined>();
  const [refusals, setRefusals] = useState(0);
  const setError = (next: AccountError | undefined) => {
    setAccountError(next);
    if (next) setRefusals((count) => count + 1);
  };
  const fieldOfError = error && fieldOf[error.name];
  const fieldError = (field: Field) => (error && fieldOfError === field ? errorText(error, i18n) : undefined);
  const otherError = (...shown: Field[]) =>
    error && !(fieldOfError && shown.includes(fieldOfError)) ? errorText(error, i18n) : undefined;
  return { setError, fieldError, otherError, refusals };
}
