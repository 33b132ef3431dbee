import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { OperatorBusinessRow, OperatorUserRow } from '@tradeforge/contracts';
import { href } from '@/app/paths';
import { ModerateAction } from './moderate-action';
import { dateOf, ModerationNote } from './moderation-note';
import { PagedList } from './paged-list';

/** Every account, newest first, searchable by name and e-mail. */
export function UsersList() {
  const { t } = useLingui();
  return (
    <PagedList<OperatorUserRow>
      list="users"
      title={t`Users`}
      searchLabel={t`Name or e-mail`}
      empty={t`No user matches.`}
      itemKey={(user) => user.userID}
      renderItem={(user) => <UserRow user={user} />}
    />
  );
}

function UserRow({ user }: { user: OperatorUserRow }) {
  const joined = dateOf(user.createdAt);
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <div>
        <Link className="font-semibold text-brand-700 hover:underline" to={href.publicProfile(user.userID)}>
          {user.firstName} {user.lastName}
        </Link>
        <p className="text-sm text-slate-600">{user.email}</p>
      </div>
      <p className="text-sm text-slate-600">
        {user.operator && (
          <span className="mr-2 font-semibold text-brand-800">
            <Trans>Operator</Trans>
          </span>
        )}
        <Trans>Joined {joined}</Trans>
      </p>
      {user.suspendedAt && (
        <ModerationNote label="suspended" at={user.suspendedAt} reason={user.suspensionReason} />
      )}
      <div className="w-full">
        <ModerateAction objectType="user" objectID={user.userID} moderated={!!user.suspendedAt} />
      </div>
    </div>
  );
}

/** Every business, newest first, searchable by name and e-mail. */
export function BusinessesList() {
  const { t } = useLingui();
  return (
    <PagedList<OperatorBusinessRow>
      list="businesses"
      title={t`Businesses`}
      searchLabel={t`Company name or e-mail`}
      empty={t`No business matches.`}
      itemKey={(business) => business.businessID}
      renderItem={(business) => <BusinessRow business={business} />}
    />
  );
}

function BusinessRow({ business }: { business: OperatorBusinessRow }) {
  const created = dateOf(business.createdAt);
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <Link
        className="font-semibold text-brand-700 hover:underline"
        to={href.business(business.companyName, business.businessID)}
      >
        {business.companyName}
      </Link>
      <p className="text-sm text-slate-600">
        {business.countryCode} · {business.subscription}
        {business.verified && (
          <>
            {' · '}
            <Trans>Verified</Trans>
          </>
        )}
        {' · '}
        <Trans>Created {created}</Trans>
      </p>
      {business.suspendedAt && (
        <ModerationNote label="suspended" at={business.suspendedAt} reason={business.suspensionReason} />
      )}
      <div className="w-full">
        <ModerateAction
          objectType="business"
          objectID={business.businessID}
          moderated={!!business.suspendedAt}
        />
      </div>
    </div>
  );
}
