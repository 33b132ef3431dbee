import { useHydrated } from '@/lib/hydrated';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
// The server knows no visitor's time zone: a server-rendered post shows UTC until the page is live, so the
// browser's first render matches the HTML, then the visitor's local time.
const utcDateFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** When a post was written, in the reader's time once the page is live. */
export function PostTime({ createdAt }: { createdAt: string }) {
  const hydrated = useHydrated();
  const date = new Date(createdAt);
  return (
    <time dateTime={createdAt}>
      {hydrated ? dateFormat.format(date) : `${utcDateFormat.format(date)} UTC`}
    </time>
  );
}
