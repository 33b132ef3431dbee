import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { Static } from 'typebox';
import { MemberAddBody, type BusinessAccess } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { schemaResolver } from '@/lib/form-resolver';
import { copyLink } from '@/lib/share';
import { useInviteMember } from '../api/invite-member';
import { ACCESS_NAMES } from './business-labels';

type InviteValues = Static<typeof MemberAddBody>;

/**
 * Owners and admins invite by e-mail; the person joins when they accept from the invitation's link. The mail
 * carries it; on a site that sends no mail the answer does, and the form shows it once for the inviter to pass on.
 */
export function InviteMemberForm({
  businessID,
  grantable,
}: {
  businessID: string;
  grantable: BusinessAccess[];
}) {
  const id = useId();
  const { t, i18n } = useLingui();
  const resolver = useMemo(
    () =>
      schemaResolver<InviteValues>(MemberAddBody, {
        email: t`Enter a valid e-mail address, e.g. name@company.com.`,
      }),
    [t],
  );
  const invite = useInviteMember(businessID);
  const [handOn, setHandOn] = useState<{ email: string; link: string }>();
  const { register, handleSubmit, reset, formState } = useForm<InviteValues>({
    defaultValues: { email: '', access: 'member' },
    resolver,
  });
  const emailError = formState.errors.email?.message;
  const email = handOn?.email;

  const submit = handleSubmit((values) =>
    invite.mutateAsync(values).then(
      (sent) => {
        toast.success(sent.message);
        setHandOn(sent.link ? { email: values.email, link: sent.link } : undefined);
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
          <Trans>Invite a member</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>
            They join when they open the invitation link and accept. We e-mail it to them, or give it to you
            to pass on if this site sends no e-mail.
          </Trans>
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-800">
          <Trans>E-mail address</Trans>
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
          <Trans>Access</Trans>
        </label>
        <select id={`${id}-access`} className={inputClass} {...register('access')}>
          {grantable.map((value) => (
            <option key={value} value={value}>
              {i18n._(ACCESS_NAMES[value])}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" disabled={invite.isPending} className={`${buttonClass('primary')} sm:mt-6`}>
        {invite.isPending ? <Trans>Sending…</Trans> : <Trans>Send invitation</Trans>}
      </button>
      {handOn && (
        <div className="rounded-lg bg-brand-50 p-4 ring-1 ring-brand-100 sm:col-span-3">
          <p className="text-sm text-slate-800">
            <Trans>
              This site sends no e-mail: pass this link on to <strong className="break-all">{email}</strong>.
              It works once, and only for that address; inviting them again makes a new one.
            </Trans>
          </p>
          <div className="mt-2 flex flex-wrap gap-2 sm:flex-nowrap">
            <label htmlFor={`${id}-link`} className="sr-only">
              <Trans>Invitation link for {email}</Trans>
            </label>
            <input
              id={`${id}-link`}
              readOnly
              value={handOn.link}
              onFocus={(event) => event.currentTarget.select()}
              className={inputClass}
            />
            <button
              type="button"
              onClick={() => void copyLink(handOn.link, t`Link copied`)}
              className={buttonClass('outline')}
            >
              <Trans>Copy link</Trans>
            </button>
          </div>
        </div>
      )}
    </form>
  );
}
