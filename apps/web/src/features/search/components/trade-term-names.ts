import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Incoterm, PaymentTerm } from '@tradeforge/contracts';

/** The Incoterms rules' names, as the product page gives them (its feature's own list: features do not share). */
export const INCOTERM_LABELS: Record<Incoterm, MessageDescriptor> = {
  EXW: msg`Ex Works`,
  FCA: msg`Free Carrier`,
  CPT: msg`Carriage Paid To`,
  CIP: msg`Carriage and Insurance Paid To`,
  DAP: msg`Delivered at Place`,
  DPU: msg`Delivered at Place Unloaded`,
  DDP: msg`Delivered Duty Paid`,
  FAS: msg`Free Alongside Ship`,
  FOB: msg`Free on Board`,
  CFR: msg`Cost and Freight`,
  CIF: msg`Cost, Insurance and Freight`,
};

/** The payment terms that are words; the others (T/T, L/C, D/P, D/A, PayPal) read the same in every language. */
export const PAYMENT_TERM_LABELS: Partial<Record<PaymentTerm, MessageDescriptor>> = {
  'Net 30': msg`Net 30`,
  'Net 60': msg`Net 60`,
  'Credit card': msg`Credit card`,
  'Western Union': msg`Western Union`,
  Escrow: msg`Escrow`,
  'Cash in advance': msg`Cash in advance`,
};
