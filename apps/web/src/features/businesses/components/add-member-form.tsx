import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { Static } from 'typebox';
import { MemberAddBody, type BusinessAccess } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { schemaResolver } from '@/lib/form-resolver';
import { useAddMember } from '../api/add-member';

export const LABELS: Record<BusinessAccess, string> = {
  owner: 'Owner',
  admin: 'Administrator',
  member: 'Member',
};

type MemberValues = Static<typeof MemberAddBody>;

const resolver = schemaResolver<MemberValues>(MemberAddBody, {
  email: { format: 'Please enter the e-mail of a registered user.' },
});

/** Adds a registered user to the business with the chosen access; the server says when the e-mail is unknown. */
export function AddMemberForm({
  businessID,
  grantable,
}: {
  businessID: string;
  grantable: BusinessAccess[];
}) {
  const id = useId();
  const add = useAddMember(businessID);
  const { register, handleSubmit, resetField, formState } = useForm<MemberValues>({
    defaultValues: { email: '', access: 'member' },
    resolver,
  });
  const submit = handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        toast.success('Member added');
        resetField('email');
      },
      onError: (error) => toast.error(error.message),
    }),
  );
  return (
    <form
      aria-labelledby={`${id}-add`}
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:grid-cols-[1fr_auto_auto] sm:items-start sm:p-6"
    >
      <h2 id={`${id}-add`} className="text-lg font-semibold text-slate-900 sm:col-span-3">
        Add a member
      </h2>
      <Field label="E-mail of a registered user" error={formState.errors.email?.message}>
        {(props) => <input {...props} type="email" className={inputClass} {...register('email')} />}
      </Field>
      <Field label="Access">
        {(props) => (
          <select {...props} className={inputClass} {...register('access')}>
            {grantable.map((value) => (
              <option key={value} value={value}>
                {LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" disabled={add.isPending} className={`${buttonClass('primary')} sm:mt-6`}>
        {add.isPending ? 'Adding…' : 'Add member'}
      </button>
    </form>
  );
}
