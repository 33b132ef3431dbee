import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { ApiError } from '@/lib/http';
import {
  useUpdateBusinessSection,
  type BusinessSection,
  type SectionBodies,
} from '../api/update-business-section';

/** Shared pieces of the business edit tabs: the per-section form, inputs and value helpers. */
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

export function TextInput({
  label,
  value,
  onChange,
  type = 'text',
  required,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  required?: boolean;
}) {
  return (
    <Field label={label}>
      {(props) => (
        <input
          {...props}
          type={type}
          required={required}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );
}

export function TextArea({
  label,
  value,
  onChange,
  max,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  max: number;
}) {
  return (
    <Field label={label} hint={`${value.length}/${max}`}>
      {(props) => (
        <textarea
          {...props}
          rows={5}
          maxLength={max}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );
}
