import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, type InputHTMLAttributes, type ReactNode } from 'react';
import {
  useController,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import {
  INCOTERMS,
  MAX_TRADE_AMOUNT,
  PAYMENT_TERMS,
  SUPPLY_PERIODS,
  TRADE_UNIT_CODES,
} from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { inputClass, labelClass } from '@/components/ui/field';
import type { ProductFormValues } from './product-form-values';
import { incotermName, paymentTermName, PERIOD_NAMES, unitName } from '@/lib/trade-terms';
import { currencyChoices } from '@/lib/currencies';

type Props = {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>['terms'];
};

function Small({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children(id)}
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const options = (values: readonly string[], label: (value: string) => string = (value) => value) =>
  values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
/** The choices of the unit, currency and period lists, named in the page's language. */
function choices(i18n: I18n) {
  return {
    unitOptions: options(TRADE_UNIT_CODES, (code) => unitName(i18n, code)),
    currencyOptions: currencyChoices(i18n).map(({ id, name }) => (
      <option key={id} value={id}>
        {name}
      </option>
    )),
    periodOptions: options(SUPPLY_PERIODS, (period) =>
      i18n._(PERIOD_NAMES[period as keyof typeof PERIOD_NAMES]),
    ),
  };
}
const amount = { type: 'number', inputMode: 'decimal', min: 0, max: MAX_TRADE_AMOUNT } as const;

type TextField = 'priceMin' | 'priceMax' | 'moq' | 'supply' | 'portOfShipment' | 'packaging';
type SelectField = 'currency' | 'priceUnit' | 'moqUnit' | 'supplyUnit' | 'supplyPeriod';

/** Price, order and supply quantities, shipping and payment, packaging and the PDF datasheet of a product. */
export function ProductTermsFields({ control, register, errors }: Props) {
  const { t, i18n } = useLingui();
  const { unitOptions, currencyOptions, periodOptions } = useMemo(() => choices(i18n), [i18n]);
  const datasheet = useController({ control, name: 'terms.datasheet' }).field;
  const kilobytes = datasheet.value ? i18n.number(Math.max(1, Math.round(datasheet.value.size / 1024))) : '';
  const [paymentTerms, incoterms] = useWatch({ control, name: ['terms.paymentTerms', 'terms.incoterms'] });
  const input = (name: TextField, label: string, attributes: InputHTMLAttributes<HTMLInputElement>) => (
    <Small label={label} error={errors?.[name]?.message}>
      {(id) => <input id={id} {...attributes} {...register(`terms.${name}`)} className={inputClass} />}
    </Small>
  );
  const select = (name: SelectField, label: string, options: ReactNode) => (
    <Small label={label}>
      {(id) => (
        <select id={id} {...register(`terms.${name}`)} className={inputClass}>
          {options}
        </select>
      )}
    </Small>
  );
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        <Trans>Commercial terms</Trans>
      </legend>
      <div className="grid gap-4 sm:grid-cols-4">
        {input('priceMin', t`Lowest price`, { ...amount, step: 'any' })}
        {input('priceMax', t`Highest price`, { ...amount, step: 'any' })}
        {select('currency', t`Currency`, currencyOptions)}
        {select('priceUnit', t`Price per`, unitOptions)}
        {input('moq', t`Minimum order (MOQ)`, { ...amount, step: 1 })}
        {select('moqUnit', t`MOQ unit`, unitOptions)}
        {input('supply', t`Supply ability`, { ...amount, step: 1 })}
        <div className="grid grid-cols-2 gap-2">
          {select('supplyUnit', t`Supply unit`, unitOptions)}
          {select('supplyPeriod', t`Per`, periodOptions)}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {input('portOfShipment', t`Port of shipment`, {
          maxLength: 120,
          placeholder: t`e.g. Port of Houston`,
        })}
        {input('packaging', t`Packaging`, {
          maxLength: 1000,
          placeholder: t`e.g. 10 per carton, 40 cartons per pallet`,
        })}
      </div>
      <Checks
        legend={t`Payment terms`}
        selected={paymentTerms}
        options={PAYMENT_TERMS.map((term) => [term, paymentTermName(i18n, term)])}
        field="terms.paymentTerms"
        register={register}
      />
      <Checks
        legend={t`Incoterms 2020`}
        selected={incoterms}
        options={INCOTERMS.map((term) => [term, `${term} (${incotermName(i18n, term)})`])}
        field="terms.incoterms"
        register={register}
      />
      <Small label={t`Catalogue or datasheet (PDF, 10 MB at most)`} error={errors?.datasheet?.message}>
        {(id) => (
          <div className="mt-1 flex flex-wrap items-center gap-3">
            {datasheet.value && (
              <span className="text-sm text-slate-700">
                {datasheet.value.file ? datasheet.value.file.name : t`Current datasheet`}{' '}
                {t`(${kilobytes} KB)`}
              </span>
            )}
            <input
              id={id}
              type="file"
              accept="application/pdf"
              className="text-sm"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) datasheet.onChange({ url: file.name, file, size: file.size });
              }}
            />
            {datasheet.value && (
              <button
                type="button"
                className={buttonClass('outline')}
                onClick={() => datasheet.onChange(null)}
              >
                <Trans>Remove datasheet</Trans>
              </button>
            )}
          </div>
        )}
      </Small>
    </fieldset>
  );
}

function Checks({
  legend,
  options,
  field,
  selected,
  register,
}: {
  legend: string;
  options: [string, string][];
  field: 'terms.paymentTerms' | 'terms.incoterms';
  selected: string[];
  register: UseFormRegister<ProductFormValues>;
}) {
  const count = selected.length;
  return (
    <fieldset>
      <legend className={labelClass}>
        {legend}{' '}
        {count > 0 && (
          <span className="text-slate-500">
            <Trans>({count} chosen)</Trans>
          </span>
        )}
      </legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {options.map(([value, label]) => (
          <label key={value} className="flex items-center gap-1.5 text-sm text-slate-800">
            <input type="checkbox" value={value} {...register(field)} className="size-4 accent-brand-600" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
