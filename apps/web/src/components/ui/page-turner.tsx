import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClass } from './button';

type PageTurnerProps = {
  /** The navigation's accessible name ("Product pages"). */
  label: string;
  page: number;
  pages: number;
} & (
  | { /** Turns the page in place (a list kept in state). */ onTurn: (page: number) => void; href?: never }
  | {
      /** The address of a page, for lists whose page is in the URL: the links work before hydration. */
      href: (page: number) => string;
      onTurn?: never;
    }
);

/**
 * Previous · Page n of m · Next under a paged list; nothing when there is one page. With `onTurn` the ends are
 * disabled buttons, with `href` they are left out (a link cannot be disabled).
 */
export function PageTurner({ label, page, pages, onTurn, href }: PageTurnerProps) {
  if (pages <= 1) return null;
  const turn = (to: number, text: React.ReactNode, enabled: boolean) =>
    href ? (
      enabled && (
        <Link to={href(to)} className={buttonClass('outline', 'sm')}>
          {text}
        </Link>
      )
    ) : (
      <button
        type="button"
        className={buttonClass('outline', 'sm')}
        disabled={!enabled}
        onClick={() => onTurn(to)}
      >
        {text}
      </button>
    );
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-3">
      {turn(page - 1, <Trans>Previous</Trans>, page > 1)}
      <span className="text-sm text-slate-700" aria-current="page">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      {turn(page + 1, <Trans>Next</Trans>, page < pages)}
    </nav>
  );
}
