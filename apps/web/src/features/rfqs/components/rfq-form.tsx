import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_TRADE_AMOUNT, RFQ_LIMITS, TRADE_UNIT_CODES } from '@tradeforge/contracts';
import { useId, useMemo, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { buttonClass } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectControl, TextAreaControl, TextControl } from '@/components/ui/form-controls';
import { MultiSelectCombobox } from '@/components/ui/multi-select-combobox';
import { useFocusFirstError } from '@/lib/focus-first-error';
import { setApiFieldErrors } from '@/lib/api-field-errors';
import { errorText } from '@/lib/http';
import { toast } from '@/lib/toast';
import { incotermChoices, unitName } from '@/lib/trade-terms';
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
  const incoterms = useMemo(() => incotermChoices(i18n), [i18n]);
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

  const maxModels = RFQ_LIMITS.modelNumbersMax;
  return (
    <form ref={formRef} className="space-y-6" noValidate onSubmit={submit}>
      <Card title={t`What you need`}>
        <TextControl
          control={control}
          name="title"
          label={t`Title`}
          required
          maxLength={RFQ_LIMITS.titleMax}
          hint={t`e.g. Stainless steel ball valves DN50, PN40`}
        />
        <TextAreaControl
          control={control}
          name="description"
          label={t`Description`}
          required
          max={RFQ_LIMITS.descriptionMax}
          hint={t`Materials, standards, sizes, quality and packaging: what a supplier needs to quote.`}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectControl
            control={control}
            name="industryId"
            label={t`Industry`}
            options={industries}
            placeholder={t`Select an industry`}
            required
            onPicked={() => setValue('categoryId', '')}
          />
          <SelectControl
            control={control}
            name="categoryId"
            label={t`Category`}
            options={categories}
            placeholder={t`Select a category`}
            required
          />
        </div>
        <TextControl
          control={control}
          name="modelNumbers"
          label={t`Model or part numbers (optional)`}
          hint={t`Separated by commas, up to ${maxModels}.`}
          maxLength={RFQ_LIMITS.modelNumbersMax * (RFQ_LIMITS.modelNumberMax + 2)}
        />
        <FilesField label={t`Drawings and specifications (optional)`} uploads={uploads} />
      </Card>

      <Card title={t`Quantity and price`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextControl
            control={control}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_TRADE_AMOUNT}
            step={1}
            required
            label={t`Quantity`}
          />
          <SelectControl control={control} name="unit" label={t`Unit`} options={units} />
          <TextControl
            control={control}
            name="targetUnitPrice"
            type="number"
            inputMode="decimal"
            min={0}
            max={MAX_TRADE_AMOUNT}
            step="any"
            label={t`Target unit price (optional)`}
            hint={t`What you expect to pay per unit; suppliers see it.`}
          />
          {targetUnitPrice.trim() !== '' && (
            <SelectControl control={control} name="currency" label={t`Currency`} options={currencies} />
          )}
        </div>
      </Card>

      <Card title={t`Delivery`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectControl
            control={control}
            name="incoterm"
            label={t`Incoterm`}
            options={incoterms}
            placeholder={t`Select an Incoterm`}
            required
          />
          <SelectControl
            control={control}
            name="destinationCountry"
            label={t`Destination country`}
            options={countryOptions}
            placeholder={t`Select a country`}
            required
          />
          <TextControl
            control={control}
            name="destinationPlace"
            label={t`State, port or city (optional)`}
            maxLength={RFQ_LIMITS.destinationPlaceMax}
          />
          <TextControl
            control={control}
            name="neededBy"
            type="date"
            label={t`Needed by (optional)`}
            min={localDay(now)}
          />
        </div>
      </Card>

      <Card title={t`Quotes and who sees the request`}>
        <TextControl
          control={control}
          name="quotesUntil"
          type="date"
          label={t`Quotes accepted until`}
          min={localDay(now)}
          max={dayAfter(now, RFQ_LIMITS.quotesMaxDays)}
          hint={t`Up to 90 days ahead.`}
        />
        <Controller
          name="visibility"
          control={control}
          render={({ field }) => <VisibilityChoice value={field.value} onChange={field.onChange} />}
        />
        {businesses.length > 0 && (
          <SelectControl
            control={control}
            name="askAs"
            label={t`Ask as`}
            options={businesses}
            placeholder={t`Myself`}
          />
        )}
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
