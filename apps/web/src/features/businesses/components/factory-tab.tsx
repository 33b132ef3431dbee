import { useLingui } from '@lingui/react/macro';
import { BusinessFactoryBody, type BusinessProfile, type Country } from '@tradeforge/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CountryStateFields } from '@/components/country-state-fields';
import { bodyResolver } from '@/lib/form-resolver';
import { CONTRACT_MANUFACTURING_NAMES } from './business-labels';
import { TextAreaControl, TextControl } from '@/components/ui/form-controls';
import { num, str, SectionForm, Wide } from './edit-tab-kit';

const CONTRACT = ['OEM', 'ODM', 'PRIVATE_LABEL', 'DESIGN'] as const;
type ContractCode = (typeof CONTRACT)[number];

interface FactoryValues {
  manufacturingFacilities: string;
  country: string;
  state: string;
  city: string;
  zipcode: string;
  factorySize: string;
  numberProductionLines: string;
  contractManufacturing: ContractCode[];
}

const toBody = (v: FactoryValues): BusinessFactoryBody => ({
  manufacturingFacilities: str(v.manufacturingFacilities),
  city: str(v.city),
  zipcode: str(v.zipcode),
  country: str(v.country),
  state: str(v.state),
  factorySize: num(v.factorySize),
  numberProductionLines: num(v.numberProductionLines),
  contractManufacturing: v.contractManufacturing,
});

const resolver = bodyResolver<FactoryValues, BusinessFactoryBody>(BusinessFactoryBody, toBody);

export function FactoryTab({ business, countries }: { business: BusinessProfile; countries: Country[] }) {
  const f = business.factory;
  const { t, i18n } = useLingui();
  const form = useForm<FactoryValues>({
    resolver,
    defaultValues: {
      manufacturingFacilities: f.manufacturingFacilities ?? '',
      country: f.country?.code ?? '',
      state: f.state?.stateID ?? '',
      city: f.city ?? '',
      zipcode: f.zipcode ?? '',
      factorySize: f.factorySize?.toString() ?? '',
      numberProductionLines: f.numberProductionLines?.toString() ?? '',
      contractManufacturing: f.contractManufacturing.map((item) => item.code as ContractCode),
    },
  });
  const { control, setValue } = form;
  const [country, state] = useWatch({ control, name: ['country', 'state'] });
  return (
    <SectionForm businessID={business.businessID} section="factory" form={form} build={toBody}>
      <Wide>
        <TextAreaControl
          control={control}
          name="manufacturingFacilities"
          label={t`Manufacturing facilities`}
          max={1000}
        />
      </Wide>
      <CountryStateFields
        countries={countries}
        value={{ country, state }}
        onChange={(region) => {
          setValue('country', region.country);
          setValue('state', region.state);
        }}
        countryPlaceholder={t`Select a country`}
      />
      <TextControl control={control} name="city" label={t`City`} />
      <TextControl control={control} name="zipcode" label={t`Zip code`} />
      <TextControl control={control} name="factorySize" label={t`Factory size (m²)`} type="number" />
      <TextControl
        control={control}
        name="numberProductionLines"
        label={t`Number of production lines`}
        type="number"
      />
      <Controller
        control={control}
        name="contractManufacturing"
        render={({ field }) => (
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-medium text-slate-800">{t`Contract manufacturing`}</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {CONTRACT.map((code) => (
                <label key={code} className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    checked={field.value.includes(code)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked ? [...field.value, code] : field.value.filter((v) => v !== code),
                      )
                    }
                    className="size-4 accent-brand-600"
                  />
                  {i18n._(CONTRACT_MANUFACTURING_NAMES[code])}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
    </SectionForm>
  );
}
