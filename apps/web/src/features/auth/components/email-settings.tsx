import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { AccountSecurity } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { useFocusFirstError } from '@/lib/focus-first-error';
import type { AccountError } from '../api/account-call';
import { useChangeEmail, useRecheckVerification, useResendVerification } from '../api/account-security';
import { CodeInput, CurrentPasswordInput, TextInput, useAccountError } from './text-input';

/** The account's e-mail: whether it is confirmed (with a new link on demand) and a change of address. */
export function EmailSettings({ security }: { security: AccountSecurity }) {
  const resend = useResendVerification();
  const recheck = useRecheckVerification();
  const change = useChangeEmail();
  const [form, setForm] = useState({ newEmail: '', currentPassword: '', code: '' });
  const { setError, fieldError, otherError, refusals } = useAccountError();
  const formRef = useFocusFirstError(refusals);
  const codeErrors = security.twoFactorEnabled ? ['InvalidCode', 'TooManyRequests'] : [];
  // A refusal no field is about (too many attempts without two-factor sign-in, the service unreachable).
  const formError = otherError('InvalidEmail', 'BadRequest', 'InvalidPassword', ...codeErrors);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = { newEmail: form.newEmail, currentPassword: form.currentPassword };
    change.mutate(security.twoFactorEnabled ? { ...body, code: form.code } : body, {
      onSuccess: () => {
        setError(undefined);
        setForm({ newEmail: '', currentPassword: '', code: '' });
        toast.success(
          security.emailVerificationRequired
            ? 'Your e-mail was changed. Open the link we sent to the new address to confirm it.'
            : 'Your e-mail was changed.',
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
            <span className="text-green-700">(confirmed)</span>
          ) : (
            <span className="text-amber-700">(not confirmed yet)</span>
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
                  onSuccess: () => toast.success('We sent you a new link. It works for 48 hours.'),
                  onError: (failure) => toast.error(failure.message),
                },
              )
            }
          >
            Send the link again
          </button>
          <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => recheck.mutate()}>
            I have opened the link
          </button>
        </div>
      )}
      <form
        ref={formRef}
        onSubmit={submit}
        className="grid gap-4 md:grid-cols-2"
        noValidate
        aria-label="Change e-mail"
      >
        <TextInput
          label="New e-mail"
          type="email"
          autoComplete="email"
          value={form.newEmail}
          onChange={(newEmail) => setForm({ ...form, newEmail })}
          error={fieldError('InvalidEmail', 'BadRequest')}
        />
        <CurrentPasswordInput
          value={form.currentPassword}
          onChange={(currentPassword) => setForm({ ...form, currentPassword })}
          error={fieldError('InvalidPassword')}
        />
        {security.twoFactorEnabled && (
          <CodeInput
            value={form.code}
            onChange={(code) => setForm({ ...form, code })}
            error={fieldError(...codeErrors)}
          />
        )}
        {formError && (
          <p role="alert" className="text-sm text-red-700 md:col-span-2">
            {formError}
          </p>
        )}
        <div className="md:col-span-2">
          <button type="submit" disabled={change.isPending} className={buttonClass('outline')}>
            {change.isPending ? 'Changing…' : 'Change e-mail'}
          </button>
        </div>
      </form>
    </div>
  );
}
