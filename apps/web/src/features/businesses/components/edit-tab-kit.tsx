import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '@/components/ui/button';
import { ApiError } from '@/lib/http';
import {
  useUpdateBusinessSection,
  type BusinessSection,
  type SectionBodies,
} from '../api/update-business-section';

/** Shared pieces of the business edit tabs: the per-section form, the wide cell and value helpers. */
export const SAVED = 'Saved successfully';
export const FAILED = 'Something was wrong, try again please';

export const num = (value: string) => (value.trim() === '' ? undefined : Number(value));
export const list = (value: string) =>
  value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => ({ name }));
export const joined = (items: { name: string }[]) => items.map((item) => item.name).join(', ');
export const str = (value: string) => (value.trim() ? value.trim() : undefined);

/** One tab's form: sends its section on its own and shows the server's message when it refuses. */
export function SectionForm<S extends BusinessSection>({
  businessID,
  section,
  build,
  children,
}: {
  businessID: string;
  section: S;
  build: () => Promise<SectionBodies[S]> | SectionBodies[S];
  children: ReactNode;
}) {
  const save = useUpdateBusinessSection(businessID, section);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="space-y-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        setError('');
        void (async () => {
          try {
            await save.mutateAsync(await build());
            toast.success(SAVED);
          } catch (failure) {
            setError(failure instanceof ApiError ? failure.message : FAILED);
            toast.error(FAILED);
          } finally {
            setBusy(false);
          }
        })();
      }}
    >
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      <div className="flex justify-end">
        <button type="submit" disabled={busy} className={buttonClass('primary')}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

export const Wide = ({ children }: { children: ReactNode }) => (
  <div className="sm:col-span-2">{children}</div>
);
