import { useLingui } from '@lingui/react/macro';
import {
  LOCALE_NAMES,
  LOCALE_TAGS,
  localizedPath,
  SITE_LOCALES,
  type SiteLocale,
} from '@tradeforge/contracts';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { updateProfile } from '@/features/profile/api/update-profile';
import { useSiteLocale } from '@/lib/i18n';
import { getSession } from '@/lib/session';

const YEAR_SECONDS = 365 * 24 * 3600;
// How long a signed-in member's choice may take to be saved before the page changes language anyway.
const SAVE_WAIT_MS = 3_000;

/**
 * The choice is the visitor's from now on: the bare home page opens in it (the host reads the cookie), and a
 * signed-in member's preferred language (their mails, their next sign-in) becomes it.
 */
async function choose(event: MouseEvent<HTMLAnchorElement>, language: SiteLocale) {
  document.cookie = `tf_lang=${language}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  if (!getSession()) return;
  event.preventDefault();
  const target = event.currentTarget.href;
  const timeout = new Promise((resolve) => setTimeout(resolve, SAVE_WAIT_MS));
  await Promise.race([
    updateProfile({ preferredLanguage: { code: language } }).catch(() => undefined),
    timeout,
  ]);
  window.location.assign(target);
}

/** The footer's languages: each opens the page being read in that language, named in its own language. */
export function LanguageLinks() {
  const { t } = useLingui();
  const current = useSiteLocale();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <nav aria-label={t`Languages`}>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {SITE_LOCALES.map((language) => (
          <li key={language}>
            <a
              href={localizedPath(language, here)}
              hrefLang={LOCALE_TAGS[language]}
              lang={LOCALE_TAGS[language]}
              aria-current={language === current ? 'page' : undefined}
              onClick={(event) => void choose(event, language)}
              className={
                language === current
                  ? 'font-semibold text-white hover:underline'
                  : 'hover:text-white hover:underline'
              }
            >
              {LOCALE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
