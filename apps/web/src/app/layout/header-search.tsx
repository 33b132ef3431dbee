import { useLingui } from '@lingui/react/macro';
import { localizedPath } from '@tradeforge/contracts';
import { Search } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router';
import { useHydrated } from '@/lib/hydrated';
import { useSiteLocale } from '@/lib/i18n';
import { paths } from '../paths';
import { SearchForm } from './search-form';

const PANEL_ID = 'header-search';

/**
 * The header's search bar. From 992 px up it sits in the header row on every page but home. Below, where it would
 * take rows of its own (about 100 px of a phone's height on every page), it folds behind a Search button, except
 * on the results page, where it is the page's own search. The button opens it and puts the focus in its text;
 * Escape closes it and gives the focus back; another page starts with it closed. Until the page is live the
 * button is a link to the results page, where the bar shows open.
 */
export function useHeaderSearch() {
  const location = useLocation();
  const onResults = location.pathname === paths.searchResult;
  const [unfolded, setUnfolded] = useState({ open: false, at: location.key });
  // A new page, or a step back or forward, starts folded.
  if (unfolded.at !== location.key) setUnfolded({ open: false, at: location.key });
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const open = onResults || (unfolded.open && unfolded.at === location.key);

  function show() {
    flushSync(() => setUnfolded({ open: true, at: location.key }));
    panel.current?.querySelector('input')?.focus();
  }

  function hide() {
    setUnfolded({ open: false, at: location.key });
    toggle.current?.focus();
  }

  // An open suggestion list takes Escape first (`SuggestBox` stops it there).
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open && !onResults) hide();
  }

  const toggleButton = onResults ? null : (
    <SearchToggle ref={toggle} open={open} onToggle={() => (open ? hide() : show())} onKeyDown={onKeyDown} />
  );

  const searchPanel = (
    <div
      ref={panel}
      id={PANEL_ID}
      onKeyDown={onKeyDown}
      className={`${open ? '' : 'hidden '}order-last w-full lg:order-none lg:mx-4 lg:block lg:w-auto lg:max-w-2xl lg:flex-1`}
    >
      <SearchForm variant="header" />
    </div>
  );
  return { toggleButton, searchPanel };
}

const toggleClassName =
  'flex size-9 items-center justify-center rounded-md text-white hover:bg-white/10 aria-expanded:bg-white/15 sm:size-10 lg:hidden';

function SearchToggle({
  ref,
  open,
  onToggle,
  onKeyDown,
}: {
  ref: Ref<HTMLButtonElement>;
  open: boolean;
  onToggle: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}) {
  const { t } = useLingui();
  const locale = useSiteLocale();
  const hydrated = useHydrated();
  const icon = <Search aria-hidden className="size-5" />;
  // Before the page is live a press would do nothing: the link opens the results page, where the bar shows.
  if (!hydrated)
    return (
      <a href={localizedPath(locale, paths.searchResult)} aria-label={t`Search`} className={toggleClassName}>
        {icon}
      </a>
    );
  return (
    <button
      ref={ref}
      type="button"
      aria-label={t`Search`}
      aria-expanded={open}
      aria-controls={PANEL_ID}
      onClick={onToggle}
      onKeyDown={onKeyDown}
      className={toggleClassName}
    >
      {icon}
    </button>
  );
}
