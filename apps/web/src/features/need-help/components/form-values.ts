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

// A practical check (something@domain.tld); the server applies the full e-mail format.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
