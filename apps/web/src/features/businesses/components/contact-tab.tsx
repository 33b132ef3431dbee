import { useState } from 'react';
import type { BusinessProfile, Country } from '@tradeforge/contracts';
import { useCountryStates } from '../api/get-country-states';
import { Field, inputClass } from './fields';
import { str, SectionForm, Wide, TextInput } from './edit-tab-kit';

export function ContactTab({ business, countries }: { business: BusinessProfile; countries: Country[] }) {
  const c = business.contactInfo;
  const [country, setCountry] = useState(c.country.code);
  const [state, setState] = useState(c.state?.stateID ?? '');
  const [city, setCity] = useState(c.city ?? '');
  const [zipcode, setZipcode] = useState(c.zipcode ?? '');
  const [legal, setLegal] = useState(c.legalAddressEnglish ?? '');
  const [shipping, setShipping] = useState(c.shippingAddressEnglish ?? '');
  const [email, setEmail] = useState(c.email ?? '');
  const [website, setWebsite] = useState(c.website ?? '');
  const [phoneCode, setPhoneCode] = useState(c.phone?.countryCode ?? '');
  const [phone, setPhone] = useState(c.phone?.businessPhoneNumber ?? '');
  const states = useCountryStates(country);
  return (
    <SectionForm
      businessID={business.businessID}
      section="contact"
      build={() => ({
        country,
        state: str(state),
        city: str(city),
        zipcode: str(zipcode),
        legalAddressEnglish: str(legal),
        shippingAddressEnglish: str(shipping),
        email: str(email),
        website: str(website),
        phone:
          phoneCode.trim() && phone.trim()
            ? { countryCode: phoneCode.trim(), businessPhoneNumber: phone.trim() }
            : undefined,
      })}
    >
      <Field label="Country">
        {(props) => (
          <select
            {...props}
            value={country}
            onChange={(event) => {
              setCountry(event.target.value);
              setState('');
            }}
            className={inputClass}
          >
            {countries.map((item) => (
              <option key={item.code} value={item.code}>
                {item.emoji} {item.countryName}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="State">
        {(props) => (
          <select
            {...props}
            value={state}
            disabled={!states.data?.length}
            onChange={(event) => setState(event.target.value)}
            className={inputClass}
          >
            <option value="">Select a state</option>
            {states.data?.map((item) => (
              <option key={item.stateID} value={item.stateID}>
                {item.stateName}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextInput label="City" value={city} onChange={setCity} />
      <TextInput label="Zip code" value={zipcode} onChange={setZipcode} />
      <Wide>
        <TextInput label="Legal address (in English)" value={legal} onChange={setLegal} />
      </Wide>
      <Wide>
        <TextInput label="Shipping address (in English)" value={shipping} onChange={setShipping} />
      </Wide>
      <TextInput label="Business e-mail" type="email" value={email} onChange={setEmail} />
      <TextInput label="Website" value={website} onChange={setWebsite} />
      <TextInput label="Phone country code" value={phoneCode} onChange={setPhoneCode} />
      <TextInput label="Phone number" type="tel" value={phone} onChange={setPhone} />
    </SectionForm>
  );
}
