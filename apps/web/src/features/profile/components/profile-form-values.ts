import type { UpdateProfileBody, UserProfile } from '@tradeforge/contracts';
import { withPlus } from './profile-rules';

/** The edit form's fields: references as their keys, the phone split into dial code and number. */
export interface FormValues {
  firstName: string;
  lastName: string;
  dialCode: string;
  phoneNumber: string;
  city: string;
  country: string;
  state: string;
  gender: string;
  preferredLanguage: string;
  jobPosition: string;
  businessType: string;
  industry: string;
  companyName: string;
  profession: string;
  birthDate: string;
  showBirthDate: boolean;
  showProfession: boolean;
  briefPresentation: string;
}

export const toValues = (p: UserProfile): FormValues => ({
  firstName: p.firstName,
  lastName: p.lastName,
  dialCode: p.mobilePhone?.countryCode ?? '+1',
  phoneNumber: p.mobilePhone?.phoneNumber ?? '',
  city: p.city ?? '',
  country: p.country?.code ?? '',
  state: p.state?.stateID ?? '',
  gender: p.gender?.code ?? '',
  preferredLanguage: p.preferredLanguage?.code ?? '',
  jobPosition: p.jobPosition ? String(p.jobPosition.jobPositionID) : '',
  businessType: p.businessType?.code ?? '',
  industry: p.industry?.id ?? '',
  companyName: p.companyName ?? '',
  profession: p.profession ?? '',
  birthDate: p.birthDate ?? '',
  showBirthDate: p.showBirthDate,
  showProfession: p.showProfession,
  briefPresentation: p.briefPresentation ?? '',
});

export const toBody = (v: FormValues): UpdateProfileBody => ({
  firstName: v.firstName,
  lastName: v.lastName,
  mobilePhone: { countryCode: withPlus(v.dialCode), phoneNumber: v.phoneNumber },
  city: v.city,
  country: { code: v.country },
  state: { stateID: v.state },
  gender: { code: v.gender },
  preferredLanguage: { code: v.preferredLanguage },
  jobPosition: { jobPositionID: v.jobPosition === '' ? '' : Number(v.jobPosition) },
  businessType: { code: v.businessType },
  industry: { id: v.industry },
  companyName: v.companyName,
  profession: v.profession,
  birthDate: v.birthDate,
  showBirthDate: v.showBirthDate,
  showProfession: v.showProfession,
  briefPresentation: v.briefPresentation,
});
