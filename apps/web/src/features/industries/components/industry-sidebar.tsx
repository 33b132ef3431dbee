import { ChevronRight } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { href } from '@/app/paths';
import { industryTreeQueryOptions, useIndustryOutline, useIndustryTree } from '../api/get-industry-tree';
import { IndustryFlyout } from './industry-flyout';
import { IndustryIcon } from './industry-icon';

/**
 * The left sidebar of the 15 top industries (spec part 1, section 2). Hovering or focusing an industry opens its
 * flyout; leaving, Escape or following a link closes it. Keyboard users tab from the industry into its flyout.
 *
 * The list comes from the industries' outline (all the server-rendered page carries); the flyouts' sub-categories
 * come with the whole tree, read once the sidebar is live and shown (not on phones, where it is hidden), or when a
 * flyout opens before that read is done.
 */
export function IndustrySidebar() {
  const { data: industries = [], isPending } = useIndustryOutline();
  const [openId, setOpenId] = useState<string | null>(null);
  const { t } = useLingui();
  const tree = useIndustryTree({ enabled: openId !== null });
  const queryClient = useQueryClient();
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (nav.current?.getClientRects().length) void queryClient.prefetchQuery(industryTreeQueryOptions());
  }, [queryClient]);
  const links = useRef(new Map<string, HTMLAnchorElement>());
  // Escape gives focus back to the industry link; that focus must not reopen the flyout it just closed.
  const refocusing = useRef(false);

  function openOnFocus(id: string) {
    if (!refocusing.current) setOpenId(id);
  }

  function closeOnBlur(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId(null);
  }
  function closeOnEscape(event: KeyboardEvent, id: string) {
    if (event.key !== 'Escape' || openId !== id) return;
    event.stopPropagation();
    setOpenId(null);
    refocusing.current = true;
    links.current.get(id)?.focus();
    refocusing.current = false;
  }

  return (
    <nav
      ref={nav}
      aria-label={t`Industries`}
      className="relative rounded-xl bg-white shadow-card ring-1 ring-slate-200"
      onMouseLeave={() => setOpenId(null)}
    >
      <h2 className="border-b border-slate-200 px-4 py-3 text-sm font-bold tracking-wider text-brand-800 uppercase">
        <Trans>Industries</Trans>
      </h2>
      <ul aria-busy={isPending} className="py-1">
        {industries.map((industry) => {
          const open = openId === industry.id;
          return (
            <li
              key={industry.id}
              onMouseEnter={() => setOpenId(industry.id)}
              onFocus={() => openOnFocus(industry.id)}
              onBlur={closeOnBlur}
              onKeyDown={(event) => closeOnEscape(event, industry.id)}
            >
              <Link
                ref={(element) => {
                  if (element) links.current.set(industry.id, element);
                }}
                to={href.searchFor(industry.term)}
                onClick={() => setOpenId(null)}
                className={`flex items-center gap-3 px-4 py-2 text-sm font-medium ${open ? 'bg-brand-50 text-brand-800' : 'text-slate-700'}`}
              >
                <IndustryIcon name={industry.icon} className="size-4 shrink-0 text-brand-500" />
                <span className="flex-1">{industry.name}</span>
                <ChevronRight aria-hidden className="size-4 text-slate-400" />
              </Link>
              {open && (
                <IndustryFlyout
                  name={industry.name}
                  industry={tree.data?.find((full) => full.id === industry.id)}
                  failed={tree.isError}
                  id={`flyout-${industry.id}`}
                  onNavigate={() => setOpenId(null)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
