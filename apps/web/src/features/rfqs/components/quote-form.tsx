import { Trans, useLingui } from '@lingui/react/macro';
import {
  MAX_TRADE_AMOUNT,
  PAYMENT_TERMS,
  RFQ_LIMITS,
  type Rfq,
  type RfqQuote,
  type RfqQuoteAs,
} from '@tradeforge/contracts';
import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { href } from '@/app/paths';
import { buttonClass } from '@/components/ui/button';
import { labelClass } from '@/components/ui/field';
import { SelectControl, TextAreaControl, TextControl } from '@/components/ui/form-controls';
import { useFocusFirstError } from '@/lib/focus-first-error';
import { setApiFieldErrors } from '@/lib/api-field-errors';
import { errorText } from '@/lib/http';
import { toast } from '@/lib/toast';
import { incotermChoices, paymentTermName, unitName } from '@/lib/trade-terms';
import { currencyChoices } from '@/lib/currencies';
import { useSaveQuote } from '../api/save-quote';
import { FilesField } from './files-field';
import { localDay } from './form-dates';
import { quoteFormResolver, quoteValues, toQuoteFields, type QuoteFormValues } from './quote-form-values';
import { useFileUploads } from './use-file-uploads';

/**
 * A supplier's quote on a request: a new one as one of the businesses that may quote (`quoteAs`), or the edit of
 * `quote` while the buyer has not decided. Checked as the API checks it; a refusal keeps what was typed. A business
 * whose membership's quotes for the month are used up is told so, with the way to more.
 */
export function QuoteForm({
  rfq,
  quote,
  quoteAs = [],
  onSaved,
  onCancel,
}: {
  rfq: Rfq;
  quote?: RfqQuote;
  quoteAs?: RfqQuoteAs[];
  onSaved: (quote: RfqQuote) => void;
  onCancel?: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const isNew = !quote;
  const resolver = useMemo(() => quoteFormResolver(i18n, isNew), [i18n, isNew]);
  const { control, handleSubmit, formState, setError } = useForm<QuoteFormValues>({
    defaultValues: quoteValues(rfq, quote, quoteAs.length === 1 ? quoteAs[0]!.businessID : '', new Date()),
    resolver,
  });
  const formRef = useFocusFirstError(formState.submitCount);
  const uploads = useFileUploads(quote?.attachments);
  const save = useSaveQuote(rfq.rfqID);
  const businessID = useWatch({ control, name: 'businessID' });
  const chosen = quoteAs.find((business) => business.businessID === businessID);
  const usedUp = isNew && chosen?.quotesLeft === 0;
  const chosenName = chosen?.companyName;
  const currencies = useMemo(() => currencyChoices(i18n), [i18n]);
  const incoterms = useMemo(() => incotermChoices(i18n), [i18n]);
  const unit = unitName(i18n, rfq.unit);

  const submit = handleSubmit(async (values) => {
    const fields = toQuoteFields(values);
    try {
      const saved = quote
        ? await save.mutateAsync({ quoteID: quote.quoteID, body: { ...fields, attachments: uploads.refs } })
        : await save.mutateAsync({
            body: {
              ...fields,
              businessID: values.businessID,
              ...(uploads.tokens.length ? { attachments: uploads.tokens } : {}),
            },
          });
      toast.success(quote ? t`Your quote was updated.` : t`Your quote was sent to the buyer.`);
      onSaved(saved);
    } catch (error) {
      if (!setApiFieldErrors(error, { values, setError, i18n })) toast.error(errorText(error, i18n));
    }
  });

  const numberField = (
    name: 'unitPrice' | 'moq' | 'leadTimeDays',
    label: string,
    extra: { step: number | 'any'; max: number },
  ) => (
    <TextControl
      control={control}
      name={name}
      type="number"
      inputMode={extra.step === 'any' ? 'decimal' : 'numeric'}
      min={0}
      required
      label={label}
      {...extra}
    />
  );
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {quote ? <Trans>Edit your quote</Trans> : <Trans>Your quote</Trans>}
      </h3>
      {isNew && quoteAs.length > 1 && (
        <SelectControl
          control={control}
          name="businessID"
          label={t`Quote as`}
          options={quoteAs.map((business) => ({ id: business.businessID, name: business.companyName }))}
          placeholder={t`Select a business`}
          required
        />
      )}
      {usedUp && chosen && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <Trans>{chosenName} has sent all the quotes its membership allows this month.</Trans>{' '}
          <Link to={href.businessMembership(chosen.businessID)} className="font-semibold underline">
            <Trans>See the memberships</Trans>
          </Link>
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {numberField('unitPrice', t`Unit price, per ${unit}`, { step: 'any', max: MAX_TRADE_AMOUNT })}
        <SelectControl control={control} name="currency" label={t`Currency`} options={currencies} required />
        {numberField('moq', t`Minimum order, in ${unit}`, { step: 1, max: MAX_TRADE_AMOUNT })}
        {numberField('leadTimeDays', t`Lead time (days)`, { step: 1, max: RFQ_LIMITS.leadTimeDaysMax })}
        <SelectControl
          control={control}
          name="incoterm"
          label={t`Incoterm`}
          options={incoterms}
          placeholder={t`Select an Incoterm`}
          required
        />
        <TextControl
          control={control}
          name="validUntil"
          type="date"
          required
          min={localDay(new Date())}
          label={t`Price valid until`}
        />
      </div>
      <Controller
        name="paymentTerms"
        control={control}
        render={({ field, fieldState }) => (
          <fieldset
            aria-invalid={fieldState.error ? true : undefined}
            aria-describedby={`${id}-terms-hint${fieldState.error ? ` ${id}-terms-error` : ''}`}
            tabIndex={fieldState.error ? -1 : undefined}
          >
            <legend className={labelClass}>
              <Trans>Payment terms</Trans>
            </legend>
            <p id={`${id}-terms-hint`} className="text-xs text-slate-600">
              <Trans>One to four.</Trans>
            </p>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {PAYMENT_TERMS.map((term) => (
                <label key={term} className="flex items-center gap-1.5 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    checked={field.value.includes(term)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, term]
                          : field.value.filter((item) => item !== term),
                      )
                    }
                    className="size-4 accent-brand-600"
                  />
                  {paymentTermName(i18n, term)}
                </label>
              ))}
            </div>
            {fieldState.error && (
              <p id={`${id}-terms-error`} role="alert" className="mt-1 text-xs text-red-700">
                {fieldState.error.message}
              </p>
            )}
          </fieldset>
        )}
      />
      <TextAreaControl
        control={control}
        name="note"
        label={t`Note to the buyer (optional)`}
        max={RFQ_LIMITS.quoteNoteMax}
        hint={t`What the price includes, samples, certificates, packaging.`}
        rows={4}
      />
      <FilesField label={t`Files (optional)`} uploads={uploads} />
      <div className="flex flex-wrap items-center justify-end gap-2">
        {uploads.uploading && (
          <p role="status" className="text-sm text-slate-600">
            <Trans>Waiting for the files to upload…</Trans>
          </p>
        )}
        {onCancel && (
          <button type="button" onClick={onCancel} className={buttonClass('ghost')}>
            <Trans>Cancel</Trans>
          </button>
        )}
        <button
          type="submit"
          disabled={formState.isSubmitting || uploads.uploading || usedUp}
          className={buttonClass('primary')}
        >
          {formState.isSubmitting ? (
            <Trans>Sending…</Trans>
          ) : quote ? (
            <Trans>Save quote</Trans>
          ) : (
            <Trans>Send quote</Trans>
          )}
        </button>
      </div>
    </form>
  );
}
