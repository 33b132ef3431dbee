import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
import { TextControl } from '@/components/ui/form-controls';
import { num, list, joined, SectionForm, Wide } from './edit-tab-kit';

const COMMAS = msg`Separated by commas.`;

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
  const trade = business.tradeCapabilities;
  const { t, i18n } = useLingui();
  const count = languages.length;
  const max = MAX_SPOKEN_LANGUAGES;
  const form = useForm<TradeValues>({
    resolver: tradeResolver,
    defaultValues: {
      markets: joined(trade.markets),
      spokenLanguages: trade.spokenLanguages.map((language) => language.code),
      totalEmployeesSales: trade.totalEmployeesSales?.toString() ?? '',
      averageLeadTime: trade.averageLeadTime?.toString() ?? '',
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
        <TextControl control={control} name="markets" label={t`Main markets`} hint={i18n._(COMMAS)} />
      </Wide>
      <Wide>
        <Controller
          control={control}
          name="spokenLanguages"
          render={({ field, fieldState }) => (
            <Field
              label={t`Spoken languages`}
              hint={t`Type to search the ${count} languages; ${max} at most.`}
              error={fieldState.error?.message}
            >
              {(props) => (
                <MultiSelectCombobox
                  id={props.id}
                  describedBy={props['aria-describedby']}
                  label={t`Spoken languages`}
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
      <TextControl control={control} name="totalEmployeesSales" label={t`Sales employees`} type="number" />
      <TextControl
        control={control}
        name="averageLeadTime"
        label={t`Average lead time (days)`}
        type="number"
      />
    </SectionForm>
  );
}

const TERMS = [
  ['acceptedDeliveryTerms', msg`Accepted delivery terms`],
  ['acceptedPaymentCurrencies', msg`Accepted payment currencies`],
  ['packagingTypes', msg`Packaging types`],
  ['acceptedPaymentTypes', msg`Accepted payment types`],
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
  const terms = business.businessTerms;
  const { i18n } = useLingui();
  const form = useForm<TermsValues>({
    resolver: termsResolver,
    defaultValues: {
      acceptedDeliveryTerms: joined(terms.acceptedDeliveryTerms),
      acceptedPaymentCurrencies: joined(terms.acceptedPaymentCurrencies),
      packagingTypes: joined(terms.packagingTypes),
      acceptedPaymentTypes: joined(terms.acceptedPaymentTypes),
    },
  });
  return (
    <SectionForm businessID={business.businessID} section="business-terms" form={form} build={toTermsBody}>
      {TERMS.map(([name, label]) => (
        <Wide key={name}>
          <TextControl control={form.control} name={name} label={i18n._(label)} hint={i18n._(COMMAS)} />
        </Wide>
      ))}
    </SectionForm>
  );
}
