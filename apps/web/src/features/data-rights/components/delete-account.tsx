import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { useFocusFirstError } from '@/lib/focus-first-error';
import { useDeleteAccount } from '../api/delete-account';
import { useDeletionPreview } from '../api/get-deletion-preview';

function BusinessesThatGo({ enabled }: { enabled: boolean }) {
  const { t } = useLingui();
  const preview = useDeletionPreview(enabled);
  if (preview.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        <Trans>Checking your businesses…</Trans>
      </p>
    );
  if (preview.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        <Trans>Your businesses could not be checked.</Trans> {preview.error.message}
      </p>
    );
  const { soleOwnedBusinesses, sharedBusinesses } = preview.data;
  const shared = sharedBusinesses.map((business) => business.name).join(', ');
  return (
    <div className="space-y-2 text-sm text-slate-700">
      {soleOwnedBusinesses.length > 0 ? (
        <>
          <p className="font-semibold text-red-800">
            <Trans>
              You are the only owner of these businesses: they will be deleted too, with their products, posts
              and files.
            </Trans>
          </p>
          <ul aria-label={t`Businesses that will be deleted`} className="list-disc pl-5">
            {soleOwnedBusinesses.map((business) => (
              <li key={business.id}>{business.name}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          <Trans>No business will be deleted: you are not the only owner of any.</Trans>
        </p>
      )}
      {sharedBusinesses.length > 0 && (
        <p>
          <Trans>You will leave {shared}; they stay with their other owners.</Trans>
        </p>
      )}
    </div>
  );
}

/**
 * "Delete my account": lists what goes, asks the password again (and the code with two-factor sign-in), then
 * deletes; the browser forgets the session and goes to the goodbye page (`deleteAccount`).
 */
export function DeleteAccount({ twoFactor }: { twoFactor: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setFailure] = useState<{ field: 'password' | 'code' | 'form'; message: string }>();
  const [refusals, setRefusals] = useState(0);
  const formRef = useFocusFirstError(refusals);
  const opener = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);
  // The form takes the place of the button that opens it, and the other way round: the focus goes along.
  useEffect(() => {
    if (!toggled.current) return;
    if (open) formRef.current?.querySelector<HTMLElement>('input')?.focus();
    else opener.current?.focus();
  }, [open, formRef]);
  const show = (value: boolean) => {
    toggled.current = true;
    setFailure(undefined);
    setOpen(value);
  };
  const setError = (next: typeof error) => {
    setFailure(next);
    if (next) setRefusals((count) => count + 1);
  };
  const remove = useDeleteAccount();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError({ field: 'password', message: t`Please enter your password.` });
    if (twoFactor && !code.trim())
      return setError({ field: 'code', message: t`Please enter your authentication code.` });
    setFailure(undefined);
    remove.mutate(
      { currentPassword: password, ...(twoFactor ? { code: code.trim() } : {}) },
      {
        onError: (failure) =>
          setError({
            field:
              failure.name === 'InvalidPassword'
                ? 'password'
                : failure.name === 'InvalidCode'
                  ? 'code'
                  : 'form',
            message: failure.message,
          }),
      },
    );
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        <Trans>
          Deleting your account removes your profile, posts, comments, likes, follows, favorites and saved
          searches and signs you out everywhere. Messages you sent to others stay with them, signed
          &quot;Deleted user&quot;. This cannot be undone.
        </Trans>
      </p>
      {!open ? (
        <button
          ref={opener}
          type="button"
          onClick={() => show(true)}
          className={`${buttonClass('outline')} border-red-600 text-red-700 hover:bg-red-50`}
        >
          <Trans>Delete my account…</Trans>
        </button>
      ) : (
        <form
          ref={formRef}
          onSubmit={submit}
          noValidate
          aria-label={t`Delete my account`}
          className="space-y-4"
        >
          <BusinessesThatGo enabled={open} />
          <div className="grid gap-4 md:grid-cols-2">
            <Field
              label={t`Password`}
              hint={t`Enter your password to confirm.`}
              error={error?.field === 'password' ? error.message : undefined}
            >
              {(props) => (
                <input
                  {...props}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  className={inputClass}
                />
              )}
            </Field>
            {twoFactor && (
              <Field
                label={t`Authentication code`}
                hint={t`The 6-digit code of your authenticator app, or one of your recovery codes.`}
                error={error?.field === 'code' ? error.message : undefined}
              >
                {(props) => (
                  <input
                    {...props}
                    autoComplete="one-time-code"
                    value={code}
                    onChange={(event) => setCode(event.target.value)}
                    className={inputClass}
                  />
                )}
              </Field>
            )}
          </div>
          {error?.field === 'form' && (
            <p role="alert" className="text-sm text-red-700">
              {error.message}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              disabled={remove.isPending}
              className={`${buttonClass('primary')} bg-red-700 hover:bg-red-800`}
            >
              {remove.isPending ? <Trans>Deleting…</Trans> : <Trans>Delete my account permanently</Trans>}
            </button>
            <button type="button" onClick={() => show(false)} className={buttonClass('ghost')}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
