import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useChangePassword } from '../api/change-password';

interface Values {
  currentPassword: string;
  newPassword: string;
}

const input =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 focus-visible:outline-3 focus-visible:outline-accent-500';

/** Password change for a logged-in user; the account service checks the rules and logs out other sessions. */
export function ChangePasswordForm() {
  const { register, handleSubmit, reset } = useForm<Values>({
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const change = useChangePassword();
  const submit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        reset();
        toast.success('Your password was changed. Your other sessions have been logged out.');
      },
      onError: (error) => toast.error(error.message),
    }),
  );
  return (
    <form onSubmit={submit} className="grid gap-4 md:grid-cols-2" noValidate>
      <div>
        <label htmlFor="currentPassword" className="block text-sm font-medium text-slate-700">
          Current password
        </label>
        <input
          id="currentPassword"
          type="password"
          autoComplete="current-password"
          className={input}
          {...register('currentPassword')}
        />
      </div>
      <div>
        <label htmlFor="newPassword" className="block text-sm font-medium text-slate-700">
          New password
        </label>
        <input
          id="newPassword"
          type="password"
          autoComplete="new-password"
          minLength={10}
          aria-describedby="new-password-hint"
          className={input}
          {...register('newPassword')}
        />
        <p id="new-password-hint" className="mt-1 text-xs text-slate-500">
          At least 10 characters; avoid common passwords.
        </p>
      </div>
      <div className="md:col-span-2">
        <button
          type="submit"
          disabled={change.isPending}
          className="rounded-lg border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
        >
          {change.isPending ? 'Changing…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
