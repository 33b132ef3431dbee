import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { tokenSaysVerified } from '@/lib/http';
import { useSession } from '@/lib/session';

/**
 * Until the e-mail is confirmed (the access token says `ev: false`, only on a site that sends mail), a notice says
 * why inquiries, messages, posts and comments are refused, and where to get a new link.
 */
export function VerificationNotice({ settingsHref }: { settingsHref: string }) {
  const { session, isLoggedIn } = useSession();
  if (!isLoggedIn || tokenSaysVerified(session?.token)) return null;
  return (
    <div
      role="status"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-slate-900"
    >
      <Trans>
        Confirm your e-mail to send inquiries, messages, posts and comments: open the link we sent you.
      </Trans>{' '}
      <Link to={settingsHref} className="font-semibold text-brand-700 underline">
        <Trans>Send a new link</Trans>
      </Link>
    </div>
  );
}
