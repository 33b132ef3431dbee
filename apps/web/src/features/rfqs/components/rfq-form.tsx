import { Trans, useLingui } from '@lingui/react/macro';
import { INCOTERMS, MAX_TRADE_AMOUNT, RFQ_LIMITS, TRADE_UNIT_CODES } from '@tradeforge/contracts';
import { useId, useMemo, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { buttonClass } from '@/components/ui/button';
import { Field, SelectInput, TextArea, TextInput } from '@/components/ui/field';
import { MultiSelectCombobox } from '@/components/ui/multi-select-combobox';
import { useFocusFirstError } from '@/lib/focus-first-error';
import { setApiFieldErrors } from '@/lib/api-field-errors';
import { errorText } from '@/lib/http';
import { toast } from '@/lib/toast';
import { incotermName, unitName } from '@/lib/trade-terms';
import { currencyChoices } from '@/lib/currencies';
import type { CreateRfqBody } from '@tradeforge/contracts';
import { FilesField } from './files-field';
import { dayAfter, localDay } from './form-dates';
import { VisibilityChoice } from './visibility-choice';
import { emptyRfq, rfqFormResolver, toRfqBody, type RfqFormValues } from './rfq-form-values';
import { useFileUploads } from './use-file-uploads';

type Named = { id: string; name: string };

const cardClassName = 'space-y-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6';

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cardClassName}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The buying request form (/rfq/new): what is needed, how much and at what price, where it goes, and who sees it.
 * Checked as the API checks it (`rfq-form-values.ts`); files upload as they are chosen. Nothing typed is lost when
 * the server refuses: a field it names shows its message, the rest a toast. `onSave` sends the body.
 */
export function RfqForm({
  industries,
  countries,
  businesses,
  onSave,
}: {
  industries: (Named & { categories: Named[] })[];
  /** Countries by ISO code, named in the page's language. */
  countries: { code: string; name: string }[];
  /** The businesses the member may ask as. */
  businesses: Named[];
  onSave: (body: CreateRfqBody) => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const resolver = useMemo(() => rfqFormResolver(i18n), [i18n]);
  const { control, handleSubmit, formState, setValue, setError } = useForm<RfqFormValues>({
    defaultValues: emptyRfq(new Date()),
    resolver,
  });
  const formRef = useFocusFirstError(formState.submitCount);
  const uploads = useFileUploads();
  const [industryId, targetUnitPrice] = useWatch({ control, name: ['industryId', 'targetUnitPrice'] });
  const categories = industries.find((industry) => industry.id === industryId)?.categories;
  const units = useMemo(() => TRADE_UNIT_CODES.map((id) => ({ id, name: unitName(i18n, id) })), [i18n]);
  const currencies = useMemo(() => currencyChoices(i18n), [i18n]);
  const incoterms = useMemo(
    () => INCOTERMS.map((id) => ({ id, name: `${id} – ${incotermName(i18n, id)}` })),
    [i18n],
  );
  const countryOptions = useMemo(() => countries.map(({ code, name }) => ({ id: code, name })), [countries]);
  const comboOptions = useMemo(
    () => countries.map(({ code, name }) => ({ value: code, label: name, detail: code })),
    [countries],
  );
  const now = new Date();

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(toRfqBody(values, new Date(), uploads.tokens));
    } catch (error) {
      // The business asked as is the form's "Ask as" choice.
      if (!setApiFieldErrors(error, { values, setError, i18n }, { businessID: 'askAs' }))
        toast.error(errorText(error, i18n));
    }
  });

  const text = (
    name: 'title' | 'destinationPlace',
    label: string,
    extra: { required?: boolean; maxLength: number; hint?: string },
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextInput
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          {...extra}
        />
      )}
    />
  );
  const select = (
    name: 'industryId' | 'categoryId' | 'unit' | 'currency' | 'incoterm' | 'destinationCountry' | 'askAs',
    label: string,
    options: Named[] | undefined,
    extra: { placeholder?: string; required?: boolean; onChange?: (value: string) => void } = {},
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <SelectInput
          label={label}
          value={field.value}
          options={options}
          placeholder={extra.placeholder}
          required={extra.required}
          onChange={extra.onChange ?? field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  const dateInput = (
    name: 'neededBy' | 'quotesUntil',
    label: string,
    min: string,
    max?: string,
    hint?: string,
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextInput
          type="date"
          label={label}
          min={min}
          max={max}
          hint={hint}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  const maxModels = RFQ_LIMITS.modelNumbersMax;
  return (
    <form ref={formRef} className="space-y-6" noValidate onSubmit={submit}>
      <Card title={t`What you need`}>
        {text('title', t`Title`, {
          required: true,
          maxLength: RFQ_LIMITS.titleMax,
          hint: t`e.g. Stainless steel ball valves DN50, PN40`,
        })}
        <Controller
          name="description"
          control={control}
          render={({ field, fieldState }) => (
            <TextArea
              label={t`Description`}
              required
              max={RFQ_LIMITS.descriptionMax}
              hint={t`Materials, standards, sizes, quality and packaging: what a supplier needs to quote.`}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {select('industryId', t`Industry`, industries, {
            placeholder: t`Select an industry`,
            required: true,
            onChange: (value) => {
              setValue('industryId', value);
              setValue('categoryId', '');
            },
          })}
          {select('categoryId', t`Category`, categories, {
            placeholder: t`Select a category`,
            required: true,
          })}
        </div>
        <Controller
          name="modelNumbers"
          control={control}
          render={({ field, fieldState }) => (
            <TextInput
              label={t`Model or part numbers (optional)`}
              hint={t`Separated by commas, up to ${maxModels}.`}
              maxLength={RFQ_LIMITS.modelNumbersMax * (RFQ_LIMITS.modelNumberMax + 2)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <FilesField label={t`Drawings and specifications (optional)`} uploads={uploads} />
      </Card>

      <Card title={t`Quantity and price`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            name="quantity"
            control={control}
            render={({ field, fieldState }) => (
              <TextInput
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_TRADE_AMOUNT}
                step={1}
                required
                label={t`Quantity`}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          {select('unit', t`Unit`, units)}
          <Controller
            name="targetUnitPrice"
            control={control}
            render={({ field, fieldState }) => (
              <TextInput
                type="number"
                inputMode="decimal"
                min={0}
                max={MAX_TRADE_AMOUNT}
                step="any"
                label={t`Target unit price (optional)`}
                hint={t`What you expect to pay per unit; suppliers see it.`}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          {targetUnitPrice.trim() !== '' && select('currency', t`Currency`, currencies)}
        </div>
      </Card>

      <Card title={t`Delivery`}>
        <div className="grid gap-4 sm:grid-cols-2">
          {select('incoterm', t`Incoterm`, incoterms, { placeholder: t`Select an Incoterm`, required: true })}
          {select('destinationCountry', t`Destination country`, countryOptions, {
            placeholder: t`Select a country`,
            required: true,
          })}
          {text('destinationPlace', t`State, port or city (optional)`, {
            maxLength: RFQ_LIMITS.destinationPlaceMax,
          })}
          {dateInput('neededBy', t`Needed by (optional)`, localDay(now))}
        </div>
      </Card>

      <Card title={t`Quotes and who sees the request`}>
        {dateInput(
          'quotesUntil',
          t`Quotes accepted until`,
          localDay(now),
          dayAfter(now, RFQ_LIMITS.quotesMaxDays),
          t`Up to 90 days ahead.`,
        )}
        <Controller
          name="visibility"
          control={control}
          render={({ field }) => <VisibilityChoice value={field.value} onChange={field.onChange} />}
        />
        {businesses.length > 0 && select('askAs', t`Ask as`, businesses, { placeholder: t`Myself` })}
        <Controller
          name="supplierCountries"
          control={control}
          render={({ field, fieldState }) => (
            <Field
              label={t`Supplier countries (optional)`}
              hint={t`Only suppliers based in these countries or selling to them are matched; none means anywhere.`}
              error={fieldState.error?.message}
            >
              {(props) => (
                <MultiSelectCombobox
                  id={props.id}
                  describedBy={props['aria-describedby']}
                  label={t`Supplier countries`}
                  options={comboOptions}
                  value={field.value}
                  onChange={field.onChange}
                  max={20}
                />
              )}
            </Field>
          )}
        />
        <Controller
          name="hideIdentity"
          control={control}
          render={({ field }) => (
            <div className="flex items-start gap-3">
              <input
                id={`${id}-hide`}
                type="checkbox"
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                aria-describedby={`${id}-hide-meaning`}
                className="mt-0.5 size-4 accent-brand-600"
              />
              <div>
                <label htmlFor={`${id}-hide`} className="block text-sm font-medium text-slate-800">
                  <Trans>Hide my identity until I reply</Trans>
                </label>
                <p id={`${id}-hide-meaning`} className="text-xs text-slate-600">
                  <Trans>Suppliers see who asks only once you reply to or accept their quote.</Trans>
                </p>
              </div>
            </div>
          )}
        />
      </Card>

      <div className="flex flex-col items-end gap-2">
        {uploads.uploading && (
          <p role="status" className="text-sm text-slate-600">
            <Trans>Waiting for the files to upload…</Trans>
          </p>
        )}
        <button
          type="submit"
          disabled={formState.isSubmitting || uploads.uploading}
          className={buttonClass('primary')}
        >
          {formState.isSubmitting ? <Trans>Posting…</Trans> : <Trans>Post the request</Trans>}
        </button>
      </div>
    </form>
  );
}
