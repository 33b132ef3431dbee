import { useLingui } from '@lingui/react/macro';
import { BusinessContactBody, type BusinessProfile, type Country } from '@tradeforge/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { CountryStateFields } from '@/components/country-state-fields';
import { bodyResolver } from '@/lib/form-resolver';
import { TextControl } from '@/components/ui/form-controls';
import { str, SectionForm, Wide } from './edit-tab-kit';

interface ContactValues {
  country: string;
  state: string;
  city: string;
  zipcode: string;
  legalAddressEnglish: string;
  shippingAddressEnglish: string;
  email: string;
  website: string;
  phoneCode: string;
  phone: string;
}

const toBody = (v: ContactValues): BusinessContactBody => ({
  country: v.country,
  state: str(v.state),
  city: str(v.city),
  zipcode: str(v.zipcode),
  legalAddressEnglish: str(v.legalAddressEnglish),
  shippingAddressEnglish: str(v.shippingAddressEnglish),
  email: str(v.email),
  website: str(v.website),
  phone:
    v.phoneCode.trim() && v.phone.trim()
      ? { countryCode: v.phoneCode.trim(), businessPhoneNumber: v.phone.trim() }
      : undefined,
});

// A refusal of the phone (code or number) shows under the number.
const resolver = bodyResolver<ContactValues, BusinessContactBody>(BusinessContactBody, toBody);

export function ContactTab({ business, countries }: { business: BusinessProfile; countries: Country[] }) {
  const c = business.contactInfo;
  const { t } = useLingui();
  const form = useForm<ContactValues>({
    resolver,
    defaultValues: {
      country: c.country.code,
      state: c.state?.stateID ?? '',
      city: c.city ?? '',
      zipcode: c.zipcode ?? '',
      legalAddressEnglish: c.legalAddressEnglish ?? '',
      shippingAddressEnglish: c.shippingAddressEnglish ?? '',
      email: c.email ?? '',
      website: c.website ?? '',
      phoneCode: c.phone?.countryCode ?? '',
      phone: c.phone?.businessPhoneNumber ?? '',
    },
  });
  const { control, setValue } = form;
  const [country, state] = useWatch({ control, name: ['country', 'state'] });
  return (
    <SectionForm businessID={business.businessID} section="contact" form={form} build={toBody}>
      <CountryStateFields
        countries={countries}
        value={{ country, state }}
        onChange={(region) => {
          setValue('country', region.country);
          setValue('state', region.state);
        }}
        required
      />
      <TextControl control={control} name="city" label={t`City`} />
      <TextControl control={control} name="zipcode" label={t`Zip code`} />
      <Wide>
        <TextControl control={control} name="legalAddressEnglish" label={t`Legal address (in English)`} />
      </Wide>
      <Wide>
        <TextControl
          control={control}
          name="shippingAddressEnglish"
          label={t`Shipping address (in English)`}
        />
      </Wide>
      <TextControl control={control} name="email" label={t`Business e-mail`} type="email" />
      <TextControl control={control} name="website" label={t`Website`} />
      <TextControl control={control} name="phoneCode" label={t`Phone country code`} />
      <TextControl control={control} name="phone" label={t`Phone number`} type="tel" />
    </SectionForm>
  );
}
