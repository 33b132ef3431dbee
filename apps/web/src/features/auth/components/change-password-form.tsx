import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChangePasswordBody } from '@tradeforge/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { errorText } from '@/lib/http';
import { toast } from '@/lib/toast';
import { buttonClass } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { schemaResolver } from '@/lib/form-resolver';
import { useChangePassword } from '../api/change-password';
import { CODE_HINT } from './text-input';

// Passwords are sent as typed: spaces at the ends count.
const passwordResolver = (i18n: I18n) =>
  schemaResolver<ChangePasswordBody>(
    ChangePasswordBody,
    {
      currentPassword: { minLength: msg`Please enter your current password.` },
      newPassword: { minLength: msg`Please enter a new password.` },
    },
    { trim: false, i18n },
  );

const FIELD_OF: Record<string, keyof ChangePasswordBody> = {
  InvalidPassword: 'currentPassword',
  WeakPassword: 'newPassword',
  InvalidCode: 'code',
  TooManyRequests: 'code',
};

/** Password change for a logged-in user; the account service checks the rules and logs out other sessions. */
export function ChangePasswordForm({ twoFactor = false }: { twoFactor?: boolean }) {
  const { t, i18n } = useLingui();
  const resolver = useMemo(() => passwordResolver(i18n), [i18n]);
  const { register, handleSubmit, reset, setError, formState } = useForm<ChangePasswordBody>({
    defaultValues: { currentPassword: '', newPassword: '', ...(twoFactor ? { code: '' } : {}) },
    resolver,
  });
  const { errors } = formState;
  const change = useChangePassword();
  const submit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        reset();
        toast.success(t`Your password was changed. Your other sessions have been logged out.`);
      },
      // The service's refusal goes on the field it is about, which takes the focus; what is about none of them
      // (the service unreachable) is said above the button.
      onError: (error) => {
        const field = FIELD_OF[error.name];
        const message = errorText(error, i18n);
        if (field && (field !== 'code' || twoFactor)) setError(field, { message }, { shouldFocus: true });
        else setError('root', { message });
      },
    }),
  );
  return (
    <form onSubmit={submit} className="grid gap-4 md:grid-cols-2" noValidate>
      <Field label={t`Current password`} error={errors.currentPassword?.message}>
        {(props) => (
          <input
            {...props}
            type="password"
            autoComplete="current-password"
            className={inputClass}
            {...register('currentPassword')}
          />
        )}
      </Field>
      <Field
        label={t`New password`}
        hint={t`At least 10 characters; avoid common passwords.`}
        error={errors.newPassword?.message}
      >
        {(props) => (
          <input
            {...props}
            type="password"
            autoComplete="new-password"
            minLength={10}
            className={inputClass}
            {...register('newPassword')}
          />
        )}
      </Field>
      {twoFactor && (
        <Field label={t`Authentication code`} hint={i18n._(CODE_HINT)} error={errors.code?.message}>
          {(props) => (
            <input {...props} autoComplete="one-time-code" className={inputClass} {...register('code')} />
          )}
        </Field>
      )}
      {errors.root && (
        <p role="alert" className="text-sm text-red-700 md:col-span-2">
          {errors.root.message}
        </p>
      )}
      <div className="md:col-span-2">
        <button type="submit" disabled={change.isPending} className={buttonClass('outline')}>
          {change.isPending ? <Trans>Changing…</Trans> : <Trans>Change password</Trans>}
        </button>
      </div>
    </form>
  );
}
