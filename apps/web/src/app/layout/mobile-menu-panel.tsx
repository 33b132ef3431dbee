import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { localizedPath } from '@tradeforge/contracts';
import { LogIn, LogOut, X } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { UnreadBadge } from '@/features/messages/components/unread-badge';
import { useUnreadCount } from '@/features/messages/api/get-unread-count';
import { useSiteLocale } from '@/lib/i18n';
import { logout, useAccountLink, useSession } from '@/lib/session';
import { href, paths } from '../paths';

const SECTIONS = [
  {
    title: msg`ACCOUNT`,
    links: [
      { label: msg`My account`, to: paths.profile },
      { label: msg`Messages`, to: paths.myMessages },
      { label: msg`My business`, to: paths.myBusiness },
      { label: msg`My B2B`, to: paths.newsfeed },
      { label: msg`Groups`, to: paths.groups },
      { label: msg`Buying requests`, to: paths.rfqs },
    ],
  },
  {
    title: msg`MAIN MENU`,
    links: [
      { label: msg`Home`, to: paths.home },
      { label: msg`Articles`, to: href.tip('export-to-the-world-tip-0') },
      { label: msg`Industries`, to: paths.industries },
    ],
  },
  { title: msg`SUPPORT`, links: [{ label: msg`Contact us`, to: paths.contactUs }] },
];

const linkClassName =
  'block rounded-md px-3 py-2.5 text-base text-slate-700 hover:bg-brand-50 hover:text-brand-800';

/**
 * The open menu below 992 px (spec part 1, section 2), loaded on first use (`mobile-menu.tsx`). Radix Dialog traps
 * focus, closes on Escape and on the backdrop; every link closes it as well; closing gives focus back to the
 * button that opened it.
 */
export default function MobileMenuPanel({
  open,
  onOpenChange,
  opener,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const loginHref = useAccountLink('login');
  const registerHref = useAccountLink('register');
  const { isLoggedIn } = useSession();
  // The header keeps this count live; the menu only reads the same query.
  const unread = useUnreadCount(isLoggedIn).data?.total ?? 0;
  const close = () => onOpenChange(false);
  const { t, i18n } = useLingui();
  const locale = useSiteLocale();

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="mobile-menu-backdrop"
          className="fixed inset-0 z-40 animate-fade-in bg-brand-900/60"
        />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-xs animate-slide-in flex-col overflow-y-auto bg-white shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-brand-800">
              <Trans>Menu</Trans>
            </Dialog.Title>
            <Dialog.Description className="sr-only">
              <Trans>Site navigation</Trans>
            </Dialog.Description>
            <Dialog.Close
              className="flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
              aria-label={t`Close menu`}
            >
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label={t`Mobile`} className="flex-1 px-2 py-3">
            {SECTIONS.map((section) => (
              <div key={section.title.id} className="mb-4">
                <p className="px-3 pb-1 text-xs font-bold tracking-wider text-slate-600">
                  {i18n._(section.title)}
                </p>
                <ul>
                  {section.links.map((link) => (
                    <li key={link.label.id}>
                      <Link
                        to={link.to}
                        onClick={close}
                        className={`${linkClassName} flex items-center gap-2`}
                      >
                        {i18n._(link.label)}
                        {link.to === paths.myMessages && unread > 0 && (
                          <>
                            <UnreadBadge count={unread} />
                            <span className="sr-only">
                              <Trans>, {unread} unread</Trans>
                            </span>
                          </>
                        )}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <div className="border-t border-slate-200 p-3">
            {isLoggedIn ? (
              <button
                type="button"
                onClick={() => void logout(localizedPath(locale, '/'))}
                className={`${linkClassName} flex w-full items-center gap-2`}
              >
                <LogOut aria-hidden className="size-5" /> <Trans>Logout</Trans>
              </button>
            ) : (
              <div className="flex flex-col gap-1">
                <a href={loginHref} onClick={close} className={`${linkClassName} flex items-center gap-2`}>
                  <LogIn aria-hidden className="size-5" /> <Trans>Login</Trans>
                </a>
                <a href={registerHref} onClick={close} className={linkClassName}>
                  <Trans>Register for free</Trans>
                </a>
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
