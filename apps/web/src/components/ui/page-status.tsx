import { Trans, useLingui } from '@lingui/react/macro';

/** What a page shows in place of its content while what it needs loads. */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <p role="status" className="p-8 text-center text-slate-600">
      {label ?? t`Loading…`}
    </p>
  );
}

/** What a page shows in place of its content when what it needs could not be loaded. */
export function PageError() {
  return (
    <p role="alert" className="p-8 text-center text-slate-700">
      <Trans>An unexpected error has occurred, please try refreshing the page.</Trans>
    </p>
  );
}
