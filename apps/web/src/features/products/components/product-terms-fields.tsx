import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import {
  useController,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import {
  INCOTERM_NAMES,
  INCOTERMS,
  MAX_TRADE_AMOUNT,
  PAYMENT_TERMS,
  SUPPLY_PERIODS,
  TRADE_UNIT_CODES,
  TRADE_UNITS,
  type TradeUnit,
} from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { inputClass, labelClass } from '@/components/ui/field';
import type { ProductFormValues } from './product-form-values';

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });
/** Every ISO 4217 currency the browser knows, the common trade currencies first. */
const COMMON = ['USD', 'EUR', 'CNY', 'GBP', 'JPY', 'CAD', 'MXN'];
const CURRENCIES = [
  ...COMMON,
  ...Intl.supportedValuesOf('currency').filter((code) => !COMMON.includes(code)),
];

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
const unitOptions = options(TRADE_UNIT_CODES, (code) => TRADE_UNITS[code as TradeUnit][0]);
const currencyOptions = options(CURRENCIES, (code) => `${code} – ${currencyNames.of(code)}`);
const periodOptions = options(SUPPLY_PERIODS);
const amount = { type: 'number', inputMode: 'decimal', min: 0, max: MAX_TRADE_AMOUNT } as const;

type TextField = 'priceMin' | 'priceMax' | 'moq' | 'supply' | 'portOfShipment' | 'packaging';
type SelectField = 'currency' | 'priceUnit' | 'moqUnit' | 'supplyUnit' | 'supplyPeriod';

/** Price, order and supply quantities, shipping and payment, packaging and the PDF datasheet of a product. */
export function ProductTermsFields({ control, register, errors }: Props) {
  const datasheet = useController({ control, name: 'terms.datasheet' }).field;
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
      <legend className="px-1 text-sm font-semibold text-slate-900">Commercial terms</legend>
      <div className="grid gap-4 sm:grid-cols-4">
        {input('priceMin', 'Lowest price', { ...amount, step: 'any' })}
        {input('priceMax', 'Highest price', { ...amount, step: 'any' })}
        {select('currency', 'Currency', currencyOptions)}
        {select('priceUnit', 'Price per', unitOptions)}
        {input('moq', 'Minimum order (MOQ)', { ...amount, step: 1 })}
        {select('moqUnit', 'MOQ unit', unitOptions)}
        {input('supply', 'Supply ability', { ...amount, step: 1 })}
        <div className="grid grid-cols-2 gap-2">
          {select('supplyUnit', 'Supply unit', unitOptions)}
          {select('supplyPeriod', 'Per', periodOptions)}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {input('portOfShipment', 'Port of shipment', { maxLength: 120, placeholder: 'e.g. Port of Houston' })}
        {input('packaging', 'Packaging', {
          maxLength: 1000,
          placeholder: 'e.g. 10 per carton, 40 cartons per pallet',
        })}
      </div>
      <Checks
        legend="Payment terms"
        selected={paymentTerms}
        options={PAYMENT_TERMS.map((term) => [term, term])}
        field="terms.paymentTerms"
        register={register}
      />
      <Checks
        legend="Incoterms 2020"
        selected={incoterms}
        options={INCOTERMS.map((term) => [term, `${term} (${INCOTERM_NAMES[term]})`])}
        field="terms.incoterms"
        register={register}
      />
      <Small label="Catalogue or datasheet (PDF, 10 MB at most)" error={errors?.datasheet?.message}>
        {(id) => (
          <div className="mt-1 flex flex-wrap items-center gap-3">
            {datasheet.value && (
              <span className="text-sm text-slate-700">
                {datasheet.value.file ? datasheet.value.file.name : 'Current datasheet'} (
                {Math.max(1, Math.round(datasheet.value.size / 1024))} KB)
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
                Remove datasheet
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
  return (
    <fieldset>
      <legend className={labelClass}>
        {legend} {selected.length > 0 && <span className="text-slate-500">({selected.length} chosen)</span>}
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
