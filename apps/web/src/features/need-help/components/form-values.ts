import { Type } from 'typebox';
import { NeedHelpEnquiry } from '@tradeforge/contracts';
import { schemaResolver } from '@/lib/form-resolver';
import type { NeedHelpFormValues } from '../api/send-need-help';

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

export const EMPLOYEE_RANGES = ['1-10', '11-50', '51-200', '201-500', '501-1000', 'More than 1000'].map(
  (range) => ({
    value: range,
    label: range,
  }),
);

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

export const needHelpResolver = schemaResolver<NeedHelpFormValues>(needHelpFormSchema, {
  companyPhone: { minLength: 'Please enter your company phone.' },
  email: { minLength: 'Please enter your e-mail.', format: 'Please enter a valid e-mail address.' },
});
