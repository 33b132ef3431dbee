import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  BusinessTermsBody,
  BusinessTradeBody,
  MAX_SPOKEN_LANGUAGES,
  type BusinessProfile,
  type Language,
} from '@tradeforge/contracts';
import { Field } from '@/components/ui/field';
import { MultiSelectCombobox } from '@/components/ui/multi-select-combobox';
import { bodyResolver } from '@/lib/form-resolver';
import { num, list, joined, SectionForm, TextControl, Wide } from './edit-tab-kit';

const COMMAS = 'Separated by commas.';

interface TradeValues {
  markets: string;
  spokenLanguages: string[];
  totalEmployeesSales: string;
  averageLeadTime: string;
}

const toTradeBody = (v: TradeValues): BusinessTradeBody => ({
  markets: list(v.markets),
  spokenLanguages: v.spokenLanguages,
  totalEmployeesSales: num(v.totalEmployeesSales),
  averageLeadTime: num(v.averageLeadTime),
});
const tradeResolver = bodyResolver<TradeValues, BusinessTradeBody>(BusinessTradeBody, toTradeBody);

export function TradeTab({ business, languages }: { business: BusinessProfile; languages: Language[] }) {
  const t = business.tradeCapabilities;
  const form = useForm<TradeValues>({
    resolver: tradeResolver,
    defaultValues: {
      markets: joined(t.markets),
      spokenLanguages: t.spokenLanguages.map((language) => language.code),
      totalEmployeesSales: t.totalEmployeesSales?.toString() ?? '',
      averageLeadTime: t.averageLeadTime?.toString() ?? '',
    },
  });
  const { control } = form;
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
      form={form}
      build={toTradeBody}
    >
      <Wide>
        <TextControl control={control} name="markets" label="Main markets" hint={COMMAS} />
      </Wide>
      <Wide>
        <Controller
          control={control}
          name="spokenLanguages"
          render={({ field, fieldState }) => (
            <Field
              label="Spoken languages"
              hint={`Type to search the ${languages.length} languages; ${MAX_SPOKEN_LANGUAGES} at most.`}
              error={fieldState.error?.message}
            >
              {(props) => (
                <MultiSelectCombobox
                  id={props.id}
                  describedBy={props['aria-describedby']}
                  label="Spoken languages"
                  options={options}
                  value={field.value}
                  onChange={field.onChange}
                  max={MAX_SPOKEN_LANGUAGES}
                />
              )}
            </Field>
          )}
        />
      </Wide>
      <TextControl control={control} name="totalEmployeesSales" label="Sales employees" type="number" />
      <TextControl control={control} name="averageLeadTime" label="Average lead time (days)" type="number" />
    </SectionForm>
  );
}

const TERMS = [
  ['acceptedDeliveryTerms', 'Accepted delivery terms'],
  ['acceptedPaymentCurrencies', 'Accepted payment currencies'],
  ['packagingTypes', 'Packaging types'],
  ['acceptedPaymentTypes', 'Accepted payment types'],
] as const;
type TermsValues = Record<(typeof TERMS)[number][0], string>;

const toTermsBody = (v: TermsValues): BusinessTermsBody => ({
  acceptedDeliveryTerms: list(v.acceptedDeliveryTerms),
  acceptedPaymentCurrencies: list(v.acceptedPaymentCurrencies),
  packagingTypes: list(v.packagingTypes),
  acceptedPaymentTypes: list(v.acceptedPaymentTypes),
});
const termsResolver = bodyResolver<TermsValues, BusinessTermsBody>(BusinessTermsBody, toTermsBody);

export function TermsTab({ business }: { business: BusinessProfile }) {
  const t = business.businessTerms;
  const form = useForm<TermsValues>({
    resolver: termsResolver,
    defaultValues: {
      acceptedDeliveryTerms: joined(t.acceptedDeliveryTerms),
      acceptedPaymentCurrencies: joined(t.acceptedPaymentCurrencies),
      packagingTypes: joined(t.packagingTypes),
      acceptedPaymentTypes: joined(t.acceptedPaymentTypes),
    },
  });
  return (
    <SectionForm businessID={business.businessID} section="business-terms" form={form} build={toTermsBody}>
      {TERMS.map(([name, label]) => (
        <Wide key={name}>
          <TextControl control={form.control} name={name} label={label} hint={COMMAS} />
        </Wide>
      ))}
    </SectionForm>
  );
}
