import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { errorText } from '@/lib/http';
import { toast } from '@/lib/toast';
import type { AccountSecurity } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { useFocusFirstError } from '@/lib/focus-first-error';
import type { AccountError } from '../api/account-call';
import { useChangeEmail, useRecheckVerification, useResendVerification } from '../api/account-security';
import { CodeInput, CurrentPasswordInput, TextInput, useAccountError } from './text-input';

/** Which field of the form each refusal of the account service is about. */
const FIELD_OF = {
  InvalidEmail: 'email',
  BadRequest: 'email',
  InvalidPassword: 'password',
  InvalidCode: 'code',
  TooManyRequests: 'code',
} as const;

/** The account's e-mail: whether it is confirmed (with a new link on demand) and a change of address. */
export function EmailSettings({ security }: { security: AccountSecurity }) {
  const { t, i18n } = useLingui();
  const resend = useResendVerification();
  const recheck = useRecheckVerification();
  const change = useChangeEmail();
  const [form, setForm] = useState({ newEmail: '', currentPassword: '', code: '' });
  const { setError, fieldError, otherError, refusals } = useAccountError(FIELD_OF);
  const formRef = useFocusFirstError(refusals);
  // A refusal no field is about (too many attempts without two-factor sign-in, the service unreachable).
  const formError = otherError(
    'email',
    'password',
    ...(security.twoFactorEnabled ? (['code'] as const) : []),
  );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = { newEmail: form.newEmail, currentPassword: form.currentPassword };
    change.mutate(security.twoFactorEnabled ? { ...body, code: form.code } : body, {
      onSuccess: () => {
        setError(undefined);
        setForm({ newEmail: '', currentPassword: '', code: '' });
        toast.success(
          security.emailVerificationRequired
            ? t`Your e-mail was changed. Open the link we sent to the new address to confirm it.`
            : t`Your e-mail was changed.`,
        );
      },
      onError: (failure) => setError(failure as AccountError),
    });
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-800">
        {security.email}{' '}
        {security.emailVerificationRequired &&
          (security.emailVerified ? (
            <span className="text-green-700">
              <Trans>(confirmed)</Trans>
            </span>
          ) : (
            <span className="text-amber-700">
              <Trans>(not confirmed yet)</Trans>
            </span>
          ))}
      </p>
      {security.emailVerificationRequired && !security.emailVerified && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('outline', 'sm')}
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(
                {},
                {
                  onSuccess: () => toast.success(t`We sent you a new link. It works for 48 hours.`),
                  onError: (failure) => toast.error(errorText(failure, i18n)),
                },
              )
            }
          >
            <Trans>Send the link again</Trans>
          </button>
          <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => recheck.mutate()}>
            <Trans>I have opened the link</Trans>
          </button>
        </div>
      )}
      <form
        ref={formRef}
        onSubmit={submit}
        className="grid gap-4 md:grid-cols-2"
        noValidate
        aria-label={t`Change e-mail`}
      >
        <TextInput
          label={t`New e-mail`}
          type="email"
          autoComplete="email"
          value={form.newEmail}
          onChange={(newEmail) => setForm({ ...form, newEmail })}
          error={fieldError('email')}
        />
        <CurrentPasswordInput
          value={form.currentPassword}
          onChange={(currentPassword) => setForm({ ...form, currentPassword })}
          error={fieldError('password')}
        />
        {security.twoFactorEnabled && (
          <CodeInput
            value={form.code}
            onChange={(code) => setForm({ ...form, code })}
            error={fieldError('code')}
          />
        )}
        {formError && (
          <p role="alert" className="text-sm text-red-700 md:col-span-2">
            {formError}
          </p>
        )}
        <div className="md:col-span-2">
          <button type="submit" disabled={change.isPending} className={buttonClass('outline')}>
            {change.isPending ? <Trans>Changing…</Trans> : <Trans>Change e-mail</Trans>}
          </button>
        </div>
      </form>
    </div>
  );
}
