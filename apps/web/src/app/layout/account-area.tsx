import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { useAccountLink, useSession } from '@/lib/session';

const AccountMenu = lazy(() => import('./account-menu'));

/** The right side of the header: Login and Register for visitors, the account links and menu for members. */
export function AccountArea() {
  const loginHref = useAccountLink('login');
  const registerHref = useAccountLink('register');
  const { session, isLoggedIn } = useSession();
  // Login and Register carry the current address as `continue`; reading the location re-renders on navigation.
  useLocation();

  if (!isLoggedIn || !session) {
    return (
      <div className="flex items-center gap-2">
        <a href={loginHref} className={buttonClass('light', 'sm')}>
          <Trans>Login</Trans>
        </a>
        {/* Register shows from 992 px up (spec part 1, section 2); the mobile menu offers it below. */}
        <span className="hidden lg:inline">
          <a href={registerHref} className={buttonClass('accent', 'sm')}>
            <Trans>Register</Trans>
          </a>
        </span>
      </div>
    );
  }
  return (
    <Suspense fallback={<div className="h-10 w-24" aria-hidden />}>
      <AccountMenu />
    </Suspense>
  );
}
