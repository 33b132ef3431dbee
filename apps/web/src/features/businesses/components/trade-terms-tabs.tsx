import { useMemo, useState } from 'react';
import { MAX_SPOKEN_LANGUAGES, type BusinessProfile, type Language } from '@tradeforge/contracts';
import { Field, TextInput } from '@/components/ui/field';
import { MultiSelectCombobox } from '@/components/ui/multi-select-combobox';
import { num, list, joined, SectionForm, Wide } from './edit-tab-kit';

const COMMAS = 'Separated by commas.';
export function TradeTab({ business, languages }: { business: BusinessProfile; languages: Language[] }) {
  const t = business.tradeCapabilities;
  const [markets, setMarkets] = useState(joined(t.markets));
  const [spoken, setSpoken] = useState(t.spokenLanguages.map((language) => language.code));
  const [sales, setSales] = useState(t.totalEmployeesSales?.toString() ?? '');
  const [leadTime, setLeadTime] = useState(t.averageLeadTime?.toString() ?? '');
  const options = useMemo(
    () =>
      languages.map((language) => ({
        value: language.code,
        label: language.languageName,
        detail: language.code,
      })),
    [languages],
  );
  return (
    <SectionForm
      businessID={business.businessID}
      section="trade-capabilities"
      build={() => ({
        markets: list(markets),
        spokenLanguages: spoken,
        totalEmployeesSales: num(sales),
        averageLeadTime: num(leadTime),
      })}
    >
      <Wide>
        <TextInput label="Main markets" hint={COMMAS} value={markets} onChange={setMarkets} />
      </Wide>
      <Wide>
        <Field
          label="Spoken languages"
          hint={`Type to search the ${languages.length} languages; ${MAX_SPOKEN_LANGUAGES} at most.`}
        >
          {(props) => (
            <MultiSelectCombobox
              id={props.id}
              describedBy={props['aria-describedby']}
              label="Spoken languages"
              options={options}
              value={spoken}
              onChange={setSpoken}
              max={MAX_SPOKEN_LANGUAGES}
            />
          )}
        </Field>
      </Wide>
      <TextInput label="Sales employees" type="number" value={sales} onChange={setSales} />
      <TextInput label="Average lead time (days)" type="number" value={leadTime} onChange={setLeadTime} />
    </SectionForm>
  );
}

export function TermsTab({ business }: { business: BusinessProfile }) {
  const t = business.businessTerms;
  const [delivery, setDelivery] = useState(joined(t.acceptedDeliveryTerms));
  const [currencies, setCurrencies] = useState(joined(t.acceptedPaymentCurrencies));
  const [packaging, setPackaging] = useState(joined(t.packagingTypes));
  const [payment, setPayment] = useState(joined(t.acceptedPaymentTypes));
  const rows: [string, string, (value: string) => void][] = [
    ['Accepted delivery terms', delivery, setDelivery],
    ['Accepted payment currencies', currencies, setCurrencies],
    ['Packaging types', packaging, setPackaging],
    ['Accepted payment types', payment, setPayment],
  ];
  return (
    <SectionForm
      businessID={business.businessID}
      section="business-terms"
      build={() => ({
        acceptedDeliveryTerms: list(delivery),
        acceptedPaymentCurrencies: list(currencies),
        packagingTypes: list(packaging),
        acceptedPaymentTypes: list(payment),
      })}
    >
      {rows.map(([label, value, set]) => (
        <Wide key={label}>
          <TextInput label={label} hint={COMMAS} value={value} onChange={set} />
        </Wide>
      ))}
    </SectionForm>
  );
}
