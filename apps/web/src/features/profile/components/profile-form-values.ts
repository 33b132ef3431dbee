import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Type } from 'typebox';
import { UpdateProfileBody, type UserProfile } from '@tradeforge/contracts';
import { isBirthDateValid, isPhoneValid, withPlus } from './profile-rules';

/** The edit form's fields: references as their keys, the phone as the dial code and the number. */
export interface FormValues {
  firstName: string;
  lastName: string;
  mobilePhone: { countryCode: string; phoneNumber: string };
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

const body = UpdateProfileBody.properties;

/** The spec's texts of the phone and birth-date rules (part 2, section 5). */
const MESSAGES = {
  invalidPhone: msg`Invalid phone number, please check the format (e.g. + 1 12345678)`,
  invalidBirthDate: msg`Invalid date format, please check it (e.g. 1970-10-24)`,
};

/**
 * The form's schema: the limits of PUT /user/profile, with the spec's phone and birth-date rules (part 2,
 * section 5) and their texts in the language of `i18n`. The phone rule needs the dial codes of the country list.
 */
export const profileFormSchema = (dialCodes: Set<string>, i18n: I18n) =>
  Type.Object({
    firstName: body.firstName,
    lastName: body.lastName,
    mobilePhone: Type.Refine(
      Type.Object({ countryCode: Type.String(), phoneNumber: Type.String() }),
      (phone) => isPhoneValid(phone.countryCode, phone.phoneNumber, dialCodes),
      () => i18n._(MESSAGES.invalidPhone),
    ),
    city: body.city,
    country: body.country.properties.code,
    state: body.state.properties.stateID,
    gender: body.gender.properties.code,
    preferredLanguage: body.preferredLanguage.properties.code,
    jobPosition: Type.String(),
    businessType: body.businessType.properties.code,
    industry: body.industry.properties.id,
    companyName: body.companyName,
    profession: body.profession,
    birthDate: Type.Refine(body.birthDate, isBirthDateValid, () => i18n._(MESSAGES.invalidBirthDate)),
    showBirthDate: Type.Boolean(),
    showProfession: Type.Boolean(),
    briefPresentation: body.briefPresentation,
  });

export const toValues = (p: UserProfile): FormValues => ({
  firstName: p.firstName,
  lastName: p.lastName,
  mobilePhone: {
    countryCode: p.mobilePhone?.countryCode ?? '+1',
    phoneNumber: p.mobilePhone?.phoneNumber ?? '',
  },
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
  mobilePhone: { countryCode: withPlus(v.mobilePhone.countryCode), phoneNumber: v.mobilePhone.phoneNumber },
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
