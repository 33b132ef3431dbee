import { useEffect, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { useFocusFirstError } from '@/lib/focus-first-error';
import { useDeleteAccount } from '../api/delete-account';
import { useDeletionPreview } from '../api/get-deletion-preview';

const CODE_HINT = 'The 6-digit code of your authenticator app, or one of your recovery codes.';

function BusinessesThatGo({ enabled }: { enabled: boolean }) {
  const preview = useDeletionPreview(enabled);
  if (preview.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        Checking your businesses…
      </p>
    );
  if (preview.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        Your businesses could not be checked. {preview.error.message}
      </p>
    );
  const { soleOwnedBusinesses, sharedBusinesses } = preview.data;
  return (
    <div className="space-y-2 text-sm text-slate-700">
      {soleOwnedBusinesses.length > 0 ? (
        <>
          <p className="font-semibold text-red-800">
            You are the only owner of these businesses: they will be deleted too, with their products, posts
            and files.
          </p>
          <ul aria-label="Businesses that will be deleted" className="list-disc pl-5">
            {soleOwnedBusinesses.map((business) => (
              <li key={business.id}>{business.name}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>No business will be deleted: you are not the only owner of any.</p>
      )}
      {sharedBusinesses.length > 0 && (
        <p>
          You will leave {sharedBusinesses.map((business) => business.name).join(', ')}; they stay with their
          other owners.
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
    if (!password) return setError({ field: 'password', message: 'Please enter your password.' });
    if (twoFactor && !code.trim())
      return setError({ field: 'code', message: 'Please enter your authentication code.' });
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
        Deleting your account removes your profile, posts, comments, likes, follows, favorites and saved
        searches and signs you out everywhere. Messages you sent to others stay with them, signed
        &quot;Deleted user&quot;. This cannot be undone.
      </p>
      {!open ? (
        <button
          ref={opener}
          type="button"
          onClick={() => show(true)}
          className={`${buttonClass('outline')} border-red-600 text-red-700 hover:bg-red-50`}
        >
          Delete my account…
        </button>
      ) : (
        <form ref={formRef} onSubmit={submit} noValidate aria-label="Delete my account" className="space-y-4">
          <BusinessesThatGo enabled={open} />
          <div className="grid gap-4 md:grid-cols-2">
            <Field
              label="Password"
              hint="Enter your password to confirm."
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
                label="Authentication code"
                hint={CODE_HINT}
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
              {remove.isPending ? 'Deleting…' : 'Delete my account permanently'}
            </button>
            <button type="button" onClick={() => show(false)} className={buttonClass('ghost')}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
