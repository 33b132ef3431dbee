import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Type } from 'typebox';
import { NeedHelpEnquiry } from '@tradeforge/contracts';
import { schemaResolver } from '@/lib/form-resolver';
import type { NeedHelpFormValues } from '../api/send-need-help';
import type { Option } from './form-fields';

/** An empty form: what Reset Form and a successful send go back to. */
export const EMPTY: NeedHelpFormValues = {
  firstName: '',
  lastName: '',
  businessName: '',
  businessType: '',
  website: '',
  jobPosition: '',
  address: '',
  zipcode: '',
  city: '',
  usaState: '',
  country: '',
  companyPhone: '',
  companyFax: '',
  totalEmployees: '',
  salesEmployees: '',
  mobilePhone: '',
  email: '',
  buyProduct1: '',
  buyProduct2: '',
  buyProduct3: '',
  buyProduct4: '',
  moreInfoBuy: '',
  sellProduct1: '',
  sellProduct2: '',
  sellProduct3: '',
  sellProduct4: '',
  moreInfoSell: '',
};

const EMPLOYEE_RANGES = ['1-10', '11-50', '51-200', '201-500', '501-1000'];

/**
 * The employee ranges to choose from. The enquiry carries each as figures, whatever the page's language; the last
 * one ("1001+") reads "More than 1000" in the language of `i18n`.
 */
export const employeeRanges = (i18n: I18n): Option[] => [
  ...EMPLOYEE_RANGES.map((range) => ({ value: range, label: range })),
  { value: '1001+', label: i18n._(msg`More than 1000`) },
];

/**
 * The enquiry's rules on the form's values: the contract's limits and required fields; the choices from lists
 * (codes and the job position id) are text here and become what the contract wants when sent.
 */
const needHelpFormSchema = Type.Object({
  ...NeedHelpEnquiry.properties,
  businessType: Type.String(),
  jobPosition: Type.String(),
  country: Type.String(),
});

/** The form's resolver, its messages in the language of `i18n` (the page's). */
export const needHelpResolver = (i18n: I18n) =>
  schemaResolver<NeedHelpFormValues>(
    needHelpFormSchema,
    {
      companyPhone: { minLength: msg`Please enter your company phone.` },
      email: {
        minLength: msg`Please enter your e-mail.`,
        format: msg`Please enter a valid e-mail address.`,
      },
    },
    { i18n },
  );
