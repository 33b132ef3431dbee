import { Trans } from '@lingui/react/macro';
import { Outlet } from 'react-router';
import { useRequireLogin } from '@/lib/require-login';

/**
 * The one gate of the pages only members have: the route table puts them under it. A visitor (or a member whose
 * session ended) who opens one, by a menu, a footer link, a button or the address bar, is sent to log in and comes
 * back to that page; links to these pages stay plain links everywhere and leave the decision to this gate.
 */
export function MembersOnly() {
  if (!useRequireLogin())
    return (
      <p role="status" className="p-8 text-center text-slate-600">
        <Trans>Taking you to the login page…</Trans>
      </p>
    );
  return <Outlet />;
}
