import { useState } from 'react';
import type { BusinessProfile } from '@tradeforge/contracts';
import { Field, inputClass, TextInput } from '@/components/ui/field';
import { num, list, joined, SectionForm, Wide } from './edit-tab-kit';

export function TradeTab({ business }: { business: BusinessProfile }) {
  const t = business.tradeCapabilities;
  const [markets, setMarkets] = useState(joined(t.markets));
  const [languages, setLanguages] = useState(t.spokenLanguages.map((language) => language.code).join(', '));
  const [sales, setSales] = useState(t.totalEmployeesSales?.toString() ?? '');
  const [leadTime, setLeadTime] = useState(t.averageLeadTime?.toString() ?? '');
  return (
    <SectionForm
      businessID={business.businessID}
      section="trade-capabilities"
      build={() => ({
        markets: list(markets),
        spokenLanguages: list(languages).map((item) => item.name),
        totalEmployeesSales: num(sales),
        averageLeadTime: num(leadTime),
      })}
    >
      <Wide>
        <Field label="Main markets" hint="Separated by commas.">
          {(props) => (
            <input
              {...props}
              value={markets}
              onChange={(event) => setMarkets(event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
      </Wide>
      <Wide>
        <Field label="Spoken languages" hint="Language codes separated by commas, e.g. en, es.">
          {(props) => (
            <input
              {...props}
              value={languages}
              onChange={(event) => setLanguages(event.target.value)}
              className={inputClass}
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
          <Field label={label} hint="Separated by commas.">
            {(props) => (
              <input
                {...props}
                value={value}
                onChange={(event) => set(event.target.value)}
                className={inputClass}
              />
            )}
          </Field>
        </Wide>
      ))}
    </SectionForm>
  );
}
