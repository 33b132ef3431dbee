import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  INCOTERMS,
  MAX_TRADE_AMOUNT,
  PAYMENT_TERMS,
  type Incoterm,
  type PaymentTerm,
} from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { inputClass, labelClass } from '@/components/ui/field';
import type { ProductTermsInput } from '../api/product-terms';
import { COMMON_CURRENCIES, INCOTERM_LABELS, PAYMENT_TERM_LABELS } from '@/lib/trade-terms';

const text = (value: number | undefined) => (value === undefined ? '' : String(value));
const number = (value: string) => (value.trim() === '' ? undefined : Number(value));

function Amount({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        max={MAX_TRADE_AMOUNT}
        step="any"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    </div>
  );
}

function Choices<T extends string>({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: [value: T, label: string, title?: string][];
  chosen: T[];
  onChange: (values: T[]) => void;
}) {
  return (
    <details open={chosen.length > 0}>
      <summary className="cursor-pointer text-sm font-medium text-slate-800">
        {legend}
        {chosen.length > 0 ? ` (${chosen.length})` : ''}
      </summary>
      <fieldset className="mt-1 grid grid-cols-2 gap-1">
        <legend className="sr-only">{legend}</legend>
        {options.map(([value, label, title]) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-700" title={title}>
            <input
              type="checkbox"
              checked={chosen.includes(value)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...chosen, value] : chosen.filter((other) => other !== value),
                )
              }
              className="size-4 accent-brand-600"
            />
            {label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

/**
 * Product results by commercial terms: a price range in one currency, "MOQ at most", payment terms and Incoterms
 * (the product must state all that are chosen) and "in stock". Applied together by the button, so that typing an
 * amount does not search at every key; `onApply` writes them into the address.
 */
export function ProductTermFilters({
  value,
  onApply,
}: {
  value: ProductTermsInput;
  onApply: (terms: ProductTermsInput) => void;
}) {
  const { t, i18n } = useLingui();
  const [currency, setCurrency] = useState(value.priceCurrency ?? 'USD');
  const [priceMin, setPriceMin] = useState(text(value.priceMin));
  const [priceMax, setPriceMax] = useState(text(value.priceMax));
  const [moqMax, setMoqMax] = useState(text(value.moqMax));
  const [paymentTerms, setPaymentTerms] = useState(value.paymentTerms ?? []);
  const [incoterms, setIncoterms] = useState(value.incoterms ?? []);
  const [inStock, setInStock] = useState(value.inStock ?? false);
  const [error, setError] = useState('');
  const currencyId = useId();
  const errorId = useId();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const low = number(priceMin);
    const high = number(priceMax);
    const moq = number(moqMax);
    if (low !== undefined && high !== undefined && low > high)
      return setError(t`The highest price must not be below the lowest.`);
    if (moq !== undefined && (!Number.isInteger(moq) || moq < 1))
      return setError(t`The minimum order is a whole number of 1 or more.`);
    setError('');
    onApply({
      priceCurrency: currency,
      priceMin: low,
      priceMax: high,
      moqMax: moq,
      paymentTerms,
      incoterms,
      inStock,
    });
  };
  const clear = () => {
    setError('');
    onApply({});
  };
  const any =
    value.priceMin !== undefined ||
    value.priceMax !== undefined ||
    value.moqMax !== undefined ||
    !!value.paymentTerms?.length ||
    !!value.incoterms?.length ||
    !!value.inStock;

  return (
    <form
      aria-label={t`Trade terms`}
      onSubmit={apply}
      className="grid content-start gap-3"
      aria-describedby={error ? errorId : undefined}
    >
      <h2 className="text-sm font-semibold text-slate-900">
        <Trans>Trade terms</Trans>
      </h2>
      <div>
        <label htmlFor={currencyId} className={labelClass}>
          <Trans>Currency</Trans>
        </label>
        <select
          id={currencyId}
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
          className={inputClass}
        >
          {COMMON_CURRENCIES.map((code) => (
            <option key={code}>{code}</option>
          ))}
        </select>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Amount label={t`Price from`} value={priceMin} onChange={setPriceMin} />
        <Amount label={t`Price to`} value={priceMax} onChange={setPriceMax} />
      </div>
      <Amount label={t`MOQ at most`} value={moqMax} onChange={setMoqMax} />
      <Choices
        legend={t`Payment terms`}
        options={PAYMENT_TERMS.map((term) => {
          const label = PAYMENT_TERM_LABELS[term];
          return [term, label ? i18n._(label) : term] as [PaymentTerm, string];
        })}
        chosen={paymentTerms}
        onChange={setPaymentTerms}
      />
      <Choices
        legend={t`Incoterms`}
        options={INCOTERMS.map(
          (term) => [term, term, i18n._(INCOTERM_LABELS[term])] as [Incoterm, string, string],
        )}
        chosen={incoterms}
        onChange={setIncoterms}
      />
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={inStock}
          onChange={(event) => setInStock(event.target.checked)}
          className="size-4 accent-brand-600"
        />
        <Trans>In stock only</Trans>
      </label>
      {error && (
        <p id={errorId} role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary', 'sm')}>
          <Trans>Apply filters</Trans>
        </button>
        {any && (
          <button type="button" onClick={clear} className={buttonClass('ghost', 'sm')}>
            <Trans>Clear</Trans>
          </button>
        )}
      </div>
    </form>
  );
}
