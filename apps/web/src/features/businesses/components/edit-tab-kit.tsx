import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { buttonClass } from '@/components/ui/button';
import { useFocusFirstError } from '@/lib/focus-first-error';
import { ApiError } from '@/lib/http';
import {
  useUpdateBusinessSection,
  type BusinessSection,
  type SectionBodies,
} from '../api/update-business-section';

import { FAILED, SAVED } from './business-labels';

/** Shared pieces of the business edit tabs: the per-section form, its controls, the wide cell and value helpers. */

export const num = (value: string) => (value.trim() === '' ? undefined : Number(value));
export const list = (value: string) =>
  value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => ({ name }));
export const joined = (items: { name: string }[]) => items.map((item) => item.name).join(', ');
export const str = (value: string) => (value.trim() ? value.trim() : undefined);

/**
 * One tab's form (react-hook-form, its resolver checking the section's body against the contract): sends its
 * section on its own and shows the server's message when it refuses.
 */
export function SectionForm<S extends BusinessSection, Values extends FieldValues>({
  businessID,
  section,
  form,
  build,
  children,
}: {
  businessID: string;
  section: S;
  form: UseFormReturn<Values>;
  build: (values: Values) => Promise<SectionBodies[S]> | SectionBodies[S];
  children: ReactNode;
}) {
  const save = useUpdateBusinessSection(businessID, section);
  const { i18n } = useLingui();
  const { errors, isSubmitting, submitCount } = form.formState;
  const formRef = useFocusFirstError(submitCount);
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(await build(values));
      toast.success(i18n._(SAVED));
    } catch (failure) {
      form.setError('root.server', {
        message: failure instanceof ApiError ? failure.message : i18n._(FAILED),
      });
      toast.error(i18n._(FAILED));
    }
  });
  return (
    <form
      ref={formRef}
      noValidate
      className="space-y-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6"
      onSubmit={submit}
    >
      {errors.root?.server && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {errors.root.server.message}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      <div className="flex justify-end">
        <button type="submit" disabled={isSubmitting} className={buttonClass('primary')}>
          {isSubmitting ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </button>
      </div>
    </form>
  );
}

export const Wide = ({ children }: { children: ReactNode }) => (
  <div className="sm:col-span-2">{children}</div>
);
