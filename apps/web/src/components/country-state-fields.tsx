import { Trans, useLingui } from '@lingui/react/macro';
import type { Country } from '@tradeforge/contracts';
import { Field, inputClass } from '@/components/ui/field';
import { useCountryNames } from '@/lib/country-names';
import { useCountryStates } from '@/lib/country-states';

export interface CountryState {
  country: string;
  state: string;
}

/**
 * The country select and the state select of that country, for every form with an address. Changing the country
 * clears the state (spec part 2, section 4); the states come from the reference data. Renders two grid cells.
 */
export function CountryStateFields({
  countries,
  value,
  onChange,
  countryPlaceholder,
  required,
}: {
  countries: Country[];
  value: CountryState;
  onChange: (value: CountryState) => void;
  /** Offer an empty choice, for forms where the country is optional. */
  countryPlaceholder?: string;
  required?: boolean;
}) {
  const states = useCountryStates(value.country).data ?? [];
  const { t } = useLingui();
  const named = useCountryNames(countries);
  return (
    <>
      <Field label={t`Country`}>
        {(props) => (
          <select
            {...props}
            required={required}
            value={value.country}
            onChange={(event) => onChange({ country: event.target.value, state: '' })}
            className={inputClass}
          >
            {countryPlaceholder !== undefined && <option value="">{countryPlaceholder}</option>}
            {named.map((item) => (
              <option key={item.code} value={item.code}>
                {/* Options hold text only, and emoji flags read as two letters on Windows: the name alone. */}
                {item.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t`State`}>
        {(props) => (
          <select
            {...props}
            value={value.state}
            disabled={states.length === 0}
            onChange={(event) => onChange({ country: value.country, state: event.target.value })}
            className={inputClass}
          >
            <option value="">
              <Trans>Select one state</Trans>
            </option>
            {states.map((item) => (
              <option key={item.stateID} value={item.stateID}>
                {item.stateName}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
