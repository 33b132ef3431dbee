import { Trans, useLingui } from '@lingui/react/macro';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { localizedPath } from '@tradeforge/contracts';
import {
  BellRing,
  Briefcase,
  ClipboardList,
  ChevronDown,
  Heart,
  HelpCircle,
  Home,
  LogOut,
  MessageSquare,
  Newspaper,
  User,
  Users,
} from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { UnreadBadge, useMessagesUnread } from '@/features/messages/components/unread-badge';
import { NotificationsMenu } from '@/features/notifications/components/notifications-menu';
import { useSiteLocale } from '@/lib/i18n';
import { logout } from '@/lib/session';
import { href, paths } from '../paths';

const navLinkClassName =
  'hidden items-center gap-1.5 rounded-md px-2.5 py-2 text-sm font-medium text-brand-100 hover:bg-white/10 hover:text-white md:flex';
const iconButtonClassName =
  'flex size-9 items-center justify-center rounded-md text-brand-100 hover:bg-white/10 hover:text-white sm:size-10';
const menuItemClassName =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[disabled]:cursor-default data-[disabled]:text-slate-400 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/**
 * The header's links and menus for a member, loaded only when someone is logged in: Radix's dropdown and popover
 * stay out of a visitor's first load.
 */
export default function AccountMenu() {
  const unread = useMessagesUnread();
  const { t } = useLingui();
  const locale = useSiteLocale();
  return (
    <nav aria-label={t`Account`} className="flex items-center sm:gap-1">
      <NavLink to={paths.home} className={navLinkClassName} end>
        <Home aria-hidden className="size-4" /> <Trans>Home</Trans>
      </NavLink>
      <NavLink to={paths.myBusiness} className={navLinkClassName}>
        <Briefcase aria-hidden className="size-4" /> <Trans>My Business</Trans>
      </NavLink>
      <NavLink to={paths.newsfeed} className={navLinkClassName}>
        <Newspaper aria-hidden className="size-4" /> <Trans>My B2B</Trans>
      </NavLink>
      <Link
        to={href.myMessages()}
        className={`${iconButtonClassName} relative`}
        aria-label={unread ? t`Messages, ${unread} unread` : t`Messages`}
      >
        <MessageSquare aria-hidden className="size-5" />
        <UnreadBadge count={unread} className="absolute -top-0.5 -right-0.5" />
      </Link>
      <NotificationsMenu buttonClassName={iconButtonClassName} />
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          className="flex h-10 items-center gap-1 rounded-md px-1 text-brand-100 hover:bg-white/10 hover:text-white"
          aria-label={t`Account menu`}
        >
          <span className="flex size-8 items-center justify-center rounded-full bg-brand-500 text-white">
            <User aria-hidden className="size-4" />
          </span>
          {/* The avatar alone on a phone, for the header's search button to fit in the row. */}
          <ChevronDown aria-hidden className="hidden size-4 sm:block" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 min-w-52 rounded-xl bg-white p-1.5 shadow-card ring-1 ring-slate-200"
          >
            <DropdownMenu.Item asChild className={menuItemClassName}>
              <Link to={paths.profile}>
                <User aria-hidden className="size-4" /> <Trans>My profile</Trans>
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={menuItemClassName}>
              <Link to={paths.groups}>
                <Users aria-hidden className="size-4" /> <Trans>Groups</Trans>
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={menuItemClassName}>
              <Link to={paths.rfqs}>
                <ClipboardList aria-hidden className="size-4" /> <Trans>Buying requests</Trans>
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={menuItemClassName}>
              <Link to={paths.favorites}>
                <Heart aria-hidden className="size-4" /> <Trans>Favorite Business</Trans>
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={menuItemClassName}>
              <Link to={paths.savedSearches}>
                <BellRing aria-hidden className="size-4" /> <Trans>Saved searches</Trans>
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={menuItemClassName}>
              <Link to={paths.contactForm}>
                <HelpCircle aria-hidden className="size-4" /> <Trans>Need help?</Trans>
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item
              className={menuItemClassName}
              onSelect={() => void logout(localizedPath(locale, '/'))}
            >
              <LogOut aria-hidden className="size-4" /> <Trans>Logout</Trans>
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </nav>
  );
}
