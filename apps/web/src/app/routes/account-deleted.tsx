import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { usePageMeta } from '@/lib/page-meta';
import { href } from '../paths';

/** Where the browser lands after "Delete my account": the session is gone, this says what happened. */
export function Component() {
  const { t } = useLingui();
  usePageMeta(t`Account deleted`, t`Your account was deleted.`);
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 text-center">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Your account was deleted</Trans>
      </h1>
      <p className="mt-4 text-slate-700" role="status">
        <Trans>
          Your profile and your content have been removed and you have been signed out. Messages you sent to
          others stay with them, signed &quot;Deleted user&quot;. We sent a confirmation to your e-mail
          address.
        </Trans>
      </p>
      <Link to={href.home()} className={`${buttonClass('primary')} mt-8`}>
        <Trans>Go to the home page</Trans>
      </Link>
    </div>
  );
}
