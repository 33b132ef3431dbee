import { useState } from 'react';
import type { BusinessProfile, Country } from '@tradeforge/contracts';
import { CountryStateFields } from '@/components/country-state-fields';
import { TextInput } from '@/components/ui/field';
import { str, SectionForm, Wide } from './edit-tab-kit';

export function ContactTab({ business, countries }: { business: BusinessProfile; countries: Country[] }) {
  const c = business.contactInfo;
  const [region, setRegion] = useState({ country: c.country.code, state: c.state?.stateID ?? '' });
  const [city, setCity] = useState(c.city ?? '');
  const [zipcode, setZipcode] = useState(c.zipcode ?? '');
  const [legal, setLegal] = useState(c.legalAddressEnglish ?? '');
  const [shipping, setShipping] = useState(c.shippingAddressEnglish ?? '');
  const [email, setEmail] = useState(c.email ?? '');
  const [website, setWebsite] = useState(c.website ?? '');
  const [phoneCode, setPhoneCode] = useState(c.phone?.countryCode ?? '');
  const [phone, setPhone] = useState(c.phone?.businessPhoneNumber ?? '');
  return (
    <SectionForm
      businessID={business.businessID}
      section="contact"
      build={() => ({
        country: region.country,
        state: str(region.state),
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
      <CountryStateFields countries={countries} value={region} onChange={setRegion} required />
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
