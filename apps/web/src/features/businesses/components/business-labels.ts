import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { BUSINESS_KINDS, LOCALE_NAMES, LOCALE_TAGS, SITE_LOCALES } from '@tradeforge/contracts';
import { useBusinessTypeNames, useSiteLocale } from '@/lib/i18n';

/** The contract manufacturing kinds a factory offers, named in every language (OEM and ODM are the same in all). */
export const CONTRACT_MANUFACTURING_NAMES: Record<
  'OEM' | 'ODM' | 'PRIVATE_LABEL' | 'DESIGN',
  MessageDescriptor
> = {
  OEM: msg`OEM`,
  ODM: msg`ODM`,
  PRIVATE_LABEL: msg`Private label`,
  DESIGN: msg`Design`,
};

/** A contract manufacturing kind's name from its code; an unknown code as it reads. */
export const contractManufacturingName = (i18n: I18n, code: string) => {
  const name = CONTRACT_MANUFACTURING_NAMES[code as keyof typeof CONTRACT_MANUFACTURING_NAMES];
  return name ? i18n._(name) : code.replace('_', ' ');
};

/** A production capacity's period as the profile reads it after the figures ("500 units per month"). */
export const PER_PERIOD: Record<'day' | 'week' | 'month' | 'year', MessageDescriptor> = {
  day: msg`per day`,
  week: msg`per week`,
  month: msg`per month`,
  year: msg`per year`,
};

/** "per month" for a capacity's period; a period the site does not know as the API sent it. */
export const perPeriod = (i18n: I18n, period: string) => {
  const words = PER_PERIOD[period as keyof typeof PER_PERIOD];
  return words ? i18n._(words) : period;
};

/** The messages every edit tab shows after saving or failing. */
export const SAVED = msg`Saved successfully`;

/**
 * The languages a business may write its texts in, each named in itself (as the footer's links name them): search
 * reads its descriptions and products in it.
 */
export const TEXT_LANGUAGE_OPTIONS = SITE_LOCALES.map((code) => ({ id: code, name: LOCALE_NAMES[code] }));
export const FAILED = msg`Something went wrong, please try again.`;

/**
 * The business type choices of the create form and the General tab, in the page's language: what a business can
 * be, never the Products or Users search targets that the reference list also holds.
 */
export function useBusinessKindOptions() {
  const { kindName } = useBusinessTypeNames();
  return BUSINESS_KINDS.map((kind) => ({ id: kind.code, name: kindName(kind.code, kind.label) }));
}

/** The page's locale tag for `Intl` and the `i18n` translating descriptors, together. */
export function useFormatting() {
  const { i18n } = useLingui();
  const locale = useSiteLocale();
  return { i18n, tag: LOCALE_TAGS[locale], locale };
}

/** A member's access to a business, as the team list and the invitation form name it. */
export const ACCESS_NAMES: Record<'owner' | 'admin' | 'member', MessageDescriptor> = {
  owner: msg`Owner`,
  admin: msg`Administrator`,
  member: msg`Member`,
};
