import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { BusinessTypeCode } from '@tradeforge/contracts';

/** The business types as search and the reference list name them (spec part 1, section 3), in every language. */
export const BUSINESS_TYPE_NAMES: Record<BusinessTypeCode, MessageDescriptor> = {
  PR: msg`Products`,
  UR: msg`Users`,
  MA: msg`Manufacturers`,
  DI: msg`Distributors`,
  WS: msg`Wholesalers`,
  IM: msg`Importers`,
  EX: msg`Exporters`,
  RE: msg`Retailers`,
  IN: msg`Investors`,
  CO: msg`Consultants`,
  GO: msg`Government`,
};

/** What one business of a type is ("Manufacturer"), for cards, pages and the forms' choices. */
export const BUSINESS_KIND_NAMES: Record<Exclude<BusinessTypeCode, 'PR' | 'UR'>, MessageDescriptor> = {
  MA: msg`Manufacturer`,
  DI: msg`Distributor`,
  WS: msg`Wholesaler`,
  IM: msg`Importer`,
  EX: msg`Exporter`,
  RE: msg`Retailer`,
  IN: msg`Investor`,
  CO: msg`Consultant`,
  GO: msg`Government body`,
};

/**
 * Names of business types and kinds in the page's language: `typeName('MA')` is "Manufacturers", `kindName('MA')`
 * "Manufacturer"; a code the site does not know shows `fallback` (the name the API sent) or the code.
 */
export function useBusinessTypeNames() {
  const { i18n } = useLingui();
  return {
    typeName: (code: string, fallback = code) => {
      const name = BUSINESS_TYPE_NAMES[code as BusinessTypeCode];
      return name ? i18n._(name) : fallback;
    },
    kindName: (code: string, fallback = code) => {
      const name = BUSINESS_KIND_NAMES[code as keyof typeof BUSINESS_KIND_NAMES];
      return name ? i18n._(name) : fallback;
    },
  };
}
