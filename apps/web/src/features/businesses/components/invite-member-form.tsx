import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { Static } from 'typebox';
import { MemberAddBody, type BusinessAccess } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { schemaResolver } from '@/lib/form-resolver';
import { useInviteMember } from '../api/invite-member';

export const ACCESS_LABELS: Record<BusinessAccess, string> = {
  owner: 'Owner',
  admin: 'Administrator',
  member: 'Member',
};

type InviteValues = Static<typeof MemberAddBody>;
const resolver = schemaResolver<InviteValues>(MemberAddBody, {
  email: 'Enter a valid e-mail address, e.g. name@company.com.',
});

/** Owners and admins invite by e-mail; the person joins when they accept (a mail tells them where). */
export function InviteMemberForm({
  businessID,
  grantable,
}: {
  businessID: string;
  grantable: BusinessAccess[];
}) {
  const id = useId();
  const invite = useInviteMember(businessID);
  const { register, handleSubmit, reset, formState } = useForm<InviteValues>({
    defaultValues: { email: '', access: 'member' },
    resolver,
  });
  const emailError = formState.errors.email?.message;

  const submit = handleSubmit((values) =>
    invite.mutateAsync(values).then(
      (sent) => {
        toast.success(sent.message);
        reset({ email: '', access: values.access });
      },
      (error: Error) => toast.error(error.message),
    ),
  );

  return (
    <form
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:grid-cols-[1fr_auto_auto] sm:items-start sm:p-6"
    >
      <div className="sm:col-span-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          Invite a member
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          They get an e-mail and join when they accept it from My Business.
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-800">
          E-mail address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          aria-invalid={!!emailError}
          aria-describedby={emailError ? `${id}-email-error` : undefined}
          className={inputClass}
          {...register('email')}
        />
        {emailError && (
          <p id={`${id}-email-error`} role="alert" className="mt-1 text-sm text-red-700">
            {emailError}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-access`} className="block text-sm font-medium text-slate-800">
          Access
        </label>
        <select id={`${id}-access`} className={inputClass} {...register('access')}>
          {grantable.map((value) => (
            <option key={value} value={value}>
              {ACCESS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" disabled={invite.isPending} className={`${buttonClass('primary')} sm:mt-6`}>
        {invite.isPending ? 'Sending…' : 'Send invitation'}
      </button>
    </form>
  );
}
