import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Check, ChevronDown } from 'lucide-react';
import { filterOptions, type ComboboxOption } from './combobox-options';
import { RemovableChips } from './removable-chips';

const optionId = (comboboxId: string, index: number) => `${comboboxId}-option-${index}`;

/**
 * A searchable multi-select (WAI-ARIA combobox with a multi-selectable listbox): type to filter, arrows to move,
 * Enter to pick or drop, Escape to close, Backspace in an empty box drops the last choice. Choices show as chips
 * with remove buttons. The list is a Radix popover, so it flips above the box when there is no room below.
 */
export function MultiSelectCombobox({
  id,
  label,
  describedBy,
  options,
  value,
  onChange,
  max = Infinity,
  placeholder,
}: {
  /** The text input's id, for the field's label. */
  id: string;
  /** The field's label, to name the list of choices and the chips. */
  label: string;
  describedBy?: string;
  options: ComboboxOption[];
  value: string[];
  onChange: (value: string[]) => void;
  max?: number;
  placeholder?: string;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const anchor = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = `${id}-listbox`;
  const byValue = useMemo(() => new Map(options.map((option) => [option.value, option])), [options]);
  const shown = useMemo(() => filterOptions(options, query), [options, query]);
  const full = value.length >= max;
  const typed = query.trim();
  const fieldName = label.toLowerCase();
  const matches = shown.length;

  useEffect(() => {
    if (open) document.getElementById(optionId(id, active))?.scrollIntoView({ block: 'nearest' });
  }, [open, active, id, query]);

  const toggle = (option: ComboboxOption) => {
    if (value.includes(option.value)) onChange(value.filter((item) => item !== option.value));
    else if (!full) onChange([...value, option.value]);
    setQuery('');
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move) {
      event.preventDefault();
      if (!open) setOpen(true);
      else setActive((current) => (current + move + shown.length) % Math.max(shown.length, 1));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = shown[active];
      if (option) toggle(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Backspace' && !query && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Anchor asChild>
        <div
          ref={anchor}
          // A click anywhere in the box but on a chip's remove button opens the list.
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('button')) return;
            input.current?.focus();
            setOpen(true);
          }}
          className="mt-1 flex min-h-10 flex-wrap items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm has-[input:focus]:border-brand-500 has-[input:focus]:ring-2 has-[input:focus]:ring-brand-200 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent-500"
        >
          <RemovableChips
            label={t`Chosen ${fieldName}`}
            items={value.map((item) => ({ value: item, label: byValue.get(item)?.label ?? item }))}
            onRemove={(item) => onChange(value.filter((other) => other !== item))}
          />
          <input
            ref={input}
            id={id}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && shown[active] ? optionId(id, active) : undefined}
            aria-describedby={describedBy}
            placeholder={placeholder ?? t`Type to search…`}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            // The box around the chips shows the focus instead (the site's :focus-visible outline is unlayered).
            style={{ outline: 'none' }}
            className="min-w-32 flex-1 border-0 bg-transparent px-1 py-0.5 text-slate-900"
          />
          <ChevronDown aria-hidden className="size-4 shrink-0 text-slate-500" />
        </div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          role="listbox"
          id={listId}
          aria-label={label}
          aria-multiselectable
          align="start"
          sideOffset={4}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
          }}
          className="z-50 max-h-[min(18rem,var(--radix-popover-content-available-height))] w-(--radix-popover-trigger-width) overflow-y-auto rounded-lg bg-white p-1 text-sm shadow-lg ring-1 ring-slate-200"
        >
          {shown.length === 0 ? (
            <div role="option" aria-selected={false} aria-disabled className="px-3 py-2 text-slate-600">
              <Trans>Nothing matches “{typed}”</Trans>
            </div>
          ) : (
            shown.map((option, index) => {
              const selected = value.includes(option.value);
              const disabled = full && !selected;
              return (
                <div
                  key={option.value}
                  id={optionId(id, index)}
                  role="option"
                  aria-selected={selected}
                  aria-disabled={disabled || undefined}
                  // Keeps the focus in the text box, where the keyboard works the list.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(index)}
                  onClick={() => toggle(option)}
                  className={`flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 ${
                    index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800'
                  } ${disabled ? 'cursor-not-allowed opacity-50' : ''}`}
                >
                  <Check aria-hidden className={`size-4 shrink-0 ${selected ? '' : 'invisible'}`} />
                  <span className="flex-1">{option.label}</span>
                  {option.detail && (
                    <span aria-hidden className="text-xs text-slate-500">
                      {option.detail}
                    </span>
                  )}
                </div>
              );
            })
          )}
        </Popover.Content>
      </Popover.Portal>
      <p role="status" className="sr-only">
        {open && typed ? t`${plural(matches, { one: '# match', other: '# matches' })}` : ''}
      </p>
    </Popover.Root>
  );
}
