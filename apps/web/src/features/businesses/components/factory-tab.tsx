import { useState } from 'react';
import type { BusinessProfile, Country } from '@tradeforge/contracts';
import { CountryStateFields } from '@/components/country-state-fields';
import { TextInput, TextArea } from '@/components/ui/field';
import type { SectionBodies } from '../api/update-business-section';
import { num, str, SectionForm, Wide } from './edit-tab-kit';

const CONTRACT = [
  ['OEM', 'OEM'],
  ['ODM', 'ODM'],
  ['PRIVATE_LABEL', 'Private label'],
  ['DESIGN', 'Design'],
] as const;

export function FactoryTab({ business, countries }: { business: BusinessProfile; countries: Country[] }) {
  const f = business.factory;
  const [region, setRegion] = useState({ country: f.country?.code ?? '', state: f.state?.stateID ?? '' });
  const [facilities, setFacilities] = useState(f.manufacturingFacilities ?? '');
  const [city, setCity] = useState(f.city ?? '');
  const [zipcode, setZipcode] = useState(f.zipcode ?? '');
  const [size, setSize] = useState(f.factorySize?.toString() ?? '');
  const [lines, setLines] = useState(f.numberProductionLines?.toString() ?? '');
  const [contract, setContract] = useState<string[]>(f.contractManufacturing.map((item) => item.code));
  return (
    <SectionForm
      businessID={business.businessID}
      section="factory"
      build={() => ({
        manufacturingFacilities: str(facilities),
        city: str(city),
        zipcode: str(zipcode),
        country: str(region.country),
        state: str(region.state),
        factorySize: num(size),
        numberProductionLines: num(lines),
        contractManufacturing: contract as SectionBodies['factory']['contractManufacturing'],
      })}
    >
      <Wide>
        <TextArea label="Manufacturing facilities" value={facilities} onChange={setFacilities} max={1000} />
      </Wide>
      <CountryStateFields
        countries={countries}
        value={region}
        onChange={setRegion}
        countryPlaceholder="Select a country"
      />
      <TextInput label="City" value={city} onChange={setCity} />
      <TextInput label="Zip code" value={zipcode} onChange={setZipcode} />
      <TextInput label="Factory size (m²)" type="number" value={size} onChange={setSize} />
      <TextInput label="Number of production lines" type="number" value={lines} onChange={setLines} />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-slate-800">Contract manufacturing</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {CONTRACT.map(([code, label]) => (
            <label key={code} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={contract.includes(code)}
                onChange={(event) =>
                  setContract((current) =>
                    event.target.checked ? [...current, code] : current.filter((v) => v !== code),
                  )
                }
                className="size-4 accent-brand-600"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
    </SectionForm>
  );
}
