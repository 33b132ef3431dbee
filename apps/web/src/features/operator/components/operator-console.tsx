import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError, errorText } from '@/lib/http';
import { useOperatorMe } from '../api/get-operator-me';

export interface ConsoleSection {
  slug: string;
  label: string;
  content: ReactNode;
}

/** The console is for operators only and never for search engines, whoever opens it. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = ['noindex', 'nofollow'].join(', ');
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/**
 * The operator's console: asks the API whether the session holds the operator role (403 otherwise) before showing
 * anything, then one section at a time under its own address (`/operator/{section}`).
 */
export function OperatorConsole({
  sections,
  current,
  basePath,
}: {
  sections: ConsoleSection[];
  current: string | undefined;
  basePath: string;
}) {
  useNoIndex();
  const { t, i18n } = useLingui();
  const me = useOperatorMe(true);
  if (me.isPending)
    return (
      <p role="status" className="p-6 text-slate-600">
        <Trans>Loading…</Trans>
      </p>
    );
  if (me.isError) {
    const forbidden = me.error instanceof ApiError && me.error.status === 403;
    return (
      <p role="alert" className="p-6 text-red-700">
        {forbidden ? t`This page is for the site operators.` : errorText(me.error, i18n)}
      </p>
    );
  }
  const email = me.data.email;
  const section = sections.find((item) => item.slug === (current ?? sections[0]!.slug)) ?? sections[0]!;
  return (
    <div className="mx-auto max-w-6xl px-2 py-4 sm:px-4 sm:py-6">
      <h1 className="px-2 text-2xl font-bold text-slate-900 sm:px-0">
        <Trans>Operator console</Trans>
      </h1>
      <p className="px-2 text-sm text-slate-600 sm:px-0">
        <Trans>Signed in as {email}</Trans>
      </p>
      <nav aria-label={t`Console sections`} className="my-4 flex flex-wrap gap-1 border-b border-slate-200">
        {sections.map((item) => (
          <Link
            key={item.slug}
            to={`${basePath}/${item.slug}`}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
              item === section
                ? 'border-brand-600 text-brand-800'
                : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
            aria-current={item === section ? 'page' : undefined}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      {section.content}
    </div>
  );
}
