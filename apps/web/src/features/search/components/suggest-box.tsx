import { useDeferredValue, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { SearchSuggestions } from '@tradeforge/contracts';
import { DEFAULT_SEARCH_BUSINESS_TYPE, GLOBAL_COUNTRY } from '@tradeforge/contracts';
import { href } from '@/app/paths';
import { useSuggestions } from '../api/suggest';
import { Highlight, highlightTerms } from '@/components/ui/highlight';
import { taxonomyName } from '@/lib/i18n';

import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

interface Choice {
  key: string;
  label: string;
  detail?: string;
  to: string;
}

const GROUPS = [
  ['businesses', msg`Businesses`],
  ['products', msg`Products`],
  ['categories', msg`Categories`],
  ['subCategories', msg`Sub-categories`],
] as const satisfies readonly (readonly [string, MessageDescriptor])[];

/**
 * Where each suggestion leads: a business to its page, a product name to a product search, a category to a search
 * for its (English) name. Categories are shown in the page's language.
 */
function choicesOf(found: SearchSuggestions, i18n: I18n) {
  const search = (business: string, text: string) =>
    href.search({ business, countries: GLOBAL_COUNTRY, search: text });
  const to: Record<(typeof GROUPS)[number][0], (item: { id: string; name: string }) => string> = {
    businesses: (item) => href.business(item.name, item.id),
    products: (item) => search('PR', item.name),
    categories: (item) => search(DEFAULT_SEARCH_BUSINESS_TYPE, item.name),
    subCategories: (item) => search(DEFAULT_SEARCH_BUSINESS_TYPE, item.name),
  };
  return GROUPS.map(([kind, title]) => ({
    kind,
    title,
    choices: found[kind].map((item): Choice => ({
      key: `${kind}-${item.id}`,
      label: kind === 'categories' || kind === 'subCategories' ? taxonomyName(i18n, item.name) : item.name,
      detail: 'categoryName' in item ? taxonomyName(i18n, String(item.categoryName)) : undefined,
      to: to[kind](item),
    })),
  })).filter((group) => group.choices.length > 0);
}

/**
 * The header's search text with suggestions while typing (WAI-ARIA combobox with a grouped listbox): arrows move
 * through the suggestions, Enter opens the active one (or submits the form when none is), Escape closes the list.
 */
export function SuggestBox({
  id,
  name,
  value,
  onChange,
  className,
  placeholder,
}: {
  id: string;
  /** The field's name, so that the form submits it before the page has hydrated. */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  className: string;
  placeholder: string;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useDeferredValue(value);
  const { data } = useSuggestions(open ? typed : '');
  const groups = data && /[\p{L}\p{N}]/u.test(value) ? choicesOf(data, i18n) : [];
  const flat = groups.flatMap((group) => group.choices);
  const expanded = open && flat.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function choose(choice: Choice) {
    setOpen(false);
    void navigate(choice.to);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (flat.length === 0) return;
      const last = flat.length - 1;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
    } else if (event.key === 'Enter' && expanded && active >= 0 && flat[active]) {
      event.preventDefault();
      choose(flat[active]);
    } else if (event.key === 'Escape') {
      // An open list is what Escape closes, not what holds the box (the header's folded search bar).
      if (expanded) event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  }

  const terms = highlightTerms(value);
  // Where each group's options start in the flat list that the arrows walk.
  const starts = groups.map((_group, at) =>
    groups.slice(0, at).reduce((count, group) => count + group.choices.length, 0),
  );
  return (
    <div className="relative w-full min-w-0 sm:flex-1">
      <input
        id={id}
        name={name}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        className={`${className} w-full`}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t`Suggestions`}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-96 overflow-y-auto rounded-lg bg-white py-1 text-left text-sm text-slate-900 shadow-lg ring-1 ring-slate-200"
      >
        {groups.map((group, groupAt) => (
          <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`}>
            <div
              id={`${listId}-${group.kind}`}
              role="presentation"
              className="px-3 pt-2 pb-1 text-xs font-semibold uppercase text-slate-500"
            >
              {i18n._(group.title)}
            </div>
            {group.choices.map((choice, choiceAt) => {
              const at = starts[groupAt]! + choiceAt;
              const detail = choice.detail;
              return (
                <div
                  key={choice.key}
                  id={optionId(at)}
                  role="option"
                  aria-selected={at === active}
                  // Chosen on mouse down, before the box's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(choice);
                  }}
                  onMouseEnter={() => setActive(at)}
                  className={`cursor-pointer px-3 py-1.5 ${at === active ? 'bg-brand-50 text-brand-900' : ''}`}
                >
                  <Highlight text={choice.label} terms={terms} />
                  {detail && (
                    <span className="ml-2 text-xs text-slate-500">
                      <Trans>in {detail}</Trans>
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
