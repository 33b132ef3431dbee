import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { inputClass } from '@/components/ui/field';
import { buttonClass } from '@/components/ui/button';

/** The search box of /groups: the page keeps the text in its address (`?q=`), so results can be linked. */
export function GroupsSearch({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(initial);
  return (
    <form
      role="search"
      aria-label={t`Search groups`}
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t`Search groups`}
      </label>
      <input
        id={id}
        type="search"
        maxLength={100}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t`Search groups by name or topic`}
        className={`${inputClass} mt-0`}
      />
      <button type="submit" className={buttonClass('primary')}>
        <Search aria-hidden className="size-4" />
        <span className="sr-only sm:not-sr-only">{t`Search`}</span>
      </button>
    </form>
  );
}
