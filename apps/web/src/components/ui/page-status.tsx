/** What a page shows in place of its content while what it needs loads. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p role="status" className="p-8 text-center text-slate-600">
      {label}
    </p>
  );
}

/** What a page shows in place of its content when what it needs could not be loaded. */
export function PageError() {
  return (
    <p role="alert" className="p-8 text-center text-slate-700">
      An unexpected error has occurred, please try refreshing the page.
    </p>
  );
}
