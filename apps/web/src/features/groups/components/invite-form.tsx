import { Trans, useLingui } from '@lingui/react/macro';
import { GROUP_LIMITS, type GroupInviteBody, type GroupInviteResult } from '@tradeforge/contracts';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { inputClass, labelClass, SelectInput } from '@/components/ui/field';
import { RemovableChips } from '@/components/ui/removable-chips';
import { errorText } from '@/lib/http';
import { toast } from '@/lib/toast';
import { useFindPeople } from '../api/find-people';
import { useInviteToGroup } from '../api/invite-to-group';

// The shape browsers check `type=email` with; the API checks again.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The addresses typed, one a line or separated by commas or spaces, without repeats. */
export const splitAddresses = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((address) => address.trim().toLowerCase())
      .filter(Boolean),
  ),
];

/**
 * Owners and admins invite people three ways in one form: by e-mail address (a link only that address's account
 * can accept), by people found by name, and by adding the members of a business they manage (`businesses`).
 */
export function InviteForm({
  groupID,
  businesses,
}: {
  groupID: string;
  businesses: { id: string; name: string }[];
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const invite = useInviteToGroup(groupID);
  const [emails, setEmails] = useState('');
  const [query, setQuery] = useState('');
  const [people, setPeople] = useState<{ value: string; label: string }[]>([]);
  const [businessID, setBusinessID] = useState('');
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<GroupInviteResult>();
  const found = useFindPeople(query);

  const submit = () => {
    const addresses = splitAddresses(emails);
    const wrong = addresses.filter((address) => !EMAIL.test(address));
    const max = GROUP_LIMITS.invitesPerRequest;
    const list = wrong.join(', ');
    if (wrong.length) return setError(t`These addresses are not valid: ${list}`);
    if (addresses.length > max || people.length > max)
      return setError(t`Invite at most ${max} addresses and ${max} people at once.`);
    if (!addresses.length && !people.length && !businessID)
      return setError(t`Enter an address, choose a person or a business.`);
    setError(undefined);
    const body: GroupInviteBody = {
      ...(addresses.length ? { emails: addresses } : {}),
      ...(people.length ? { userIDs: people.map((person) => person.value) } : {}),
      ...(businessID ? { businessID } : {}),
    };
    invite.mutate(body, {
      onSuccess: (answer) => {
        setResult(answer);
        setEmails('');
        setPeople([]);
        setBusinessID('');
        toast.success(t`Invitations sent.`);
      },
      onError: (failure) => setError(errorText(failure, i18n)),
    });
  };

  const invited = result?.invited ?? 0;
  const added = result?.added ?? 0;
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        <Trans>Invite people</Trans>
      </h2>
      <div>
        <label htmlFor={`${id}-emails`} className={labelClass}>
          <Trans>E-mail addresses</Trans>
        </label>
        <textarea
          id={`${id}-emails`}
          rows={3}
          value={emails}
          onChange={(event) => setEmails(event.target.value)}
          aria-describedby={`${id}-emails-hint`}
          className={inputClass}
        />
        <p id={`${id}-emails-hint`} className="mt-1 text-xs text-slate-600">
          <Trans>One a line or separated by commas. Only the account with that address can accept.</Trans>
        </p>
      </div>
      <div className="space-y-2">
        <label htmlFor={`${id}-people`} className={labelClass}>
          <Trans>People on Tradeforge</Trans>
        </label>
        <input
          id={`${id}-people`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t`Search by name`}
          className={inputClass}
        />
        {found.data && query.trim().length >= 2 && (
          <ul
            aria-label={t`People found`}
            className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200"
          >
            {found.data.profiles.length === 0 && (
              <li className="p-2 text-sm text-slate-600">
                <Trans>Nobody found by that name.</Trans>
              </li>
            )}
            {found.data.profiles.map((person) => {
              const name = `${person.firstName} ${person.lastName}`;
              const chosen = people.some((item) => item.value === person.userID);
              return (
                <li key={person.userID} className="flex items-center justify-between gap-2 p-2 text-sm">
                  <span className="min-w-0 truncate">
                    {name}
                    {person.companyName && <span className="text-slate-600"> · {person.companyName}</span>}
                  </span>
                  <button
                    type="button"
                    disabled={chosen}
                    aria-label={t`Add ${name}`}
                    className={buttonClass('outline', 'sm')}
                    onClick={() => setPeople([...people, { value: person.userID, label: name }])}
                  >
                    {chosen ? t`Added` : t`Add`}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <RemovableChips
          label={t`People to invite`}
          items={people}
          onRemove={(value) => setPeople(people.filter((item) => item.value !== value))}
        />
      </div>
      {businesses.length > 0 && (
        <SelectInput
          label={t`Add the members of a business you manage`}
          placeholder={t`No business`}
          value={businessID}
          options={businesses}
          onChange={setBusinessID}
        />
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {result && (
        <div role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          <p>
            <Trans>
              {invited} invited, {added} added.
            </Trans>
          </p>
          {result.links.length > 0 && (
            <>
              <p className="mt-2">
                <Trans>This site sends no mail: pass these links on.</Trans>
              </p>
              <ul className="mt-1 space-y-1 break-all">
                {result.links.map((link) => (
                  <li key={link.email}>
                    {link.email}: <a href={link.url}>{link.url}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <div className="flex justify-end">
        <button type="submit" disabled={invite.isPending} className={buttonClass('primary')}>
          {invite.isPending ? <Trans>Sending…</Trans> : <Trans>Send invitations</Trans>}
        </button>
      </div>
    </form>
  );
}
