import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Gender, JobPosition, Language } from '@tradeforge/contracts';
import { localeTagOf } from './use-site-locale';

/*
 * Reference lists the API serves in English (packages/db/src/reference), named in the page's language. A code or id
 * this table does not know (added to the database later) keeps the API's English name.
 */

const GENDER_NAMES: Record<string, MessageDescriptor> = {
  F: msg`Female`,
  M: msg`Male`,
  O: msg({ message: 'Other', context: 'gender' }),
  N: msg`Prefer not to say`,
};

/** By id, as packages/db/src/reference/job-positions.ts numbers them (ids are never renumbered). */
const JOB_POSITION_NAMES: Record<number, MessageDescriptor> = {
  1: msg`Owner / Founder`,
  2: msg`Chief Executive Officer (CEO)`,
  3: msg`General Manager`,
  4: msg`Chief Operating Officer (COO)`,
  5: msg`Chief Financial Officer (CFO)`,
  6: msg`Chief Technology Officer (CTO)`,
  7: msg`Plant Manager`,
  8: msg`Production Manager`,
  9: msg`Operations Manager`,
  10: msg`Manufacturing Engineer`,
  11: msg`Process Engineer`,
  12: msg`Quality Assurance Manager`,
  13: msg`Quality Control Inspector`,
  14: msg`Maintenance Manager`,
  15: msg`Automation Engineer`,
  16: msg`Electrical Engineer`,
  17: msg`Mechanical Engineer`,
  18: msg`Research & Development Manager`,
  19: msg`Product Manager`,
  20: msg`Purchasing Manager`,
  21: msg`Procurement Specialist`,
  22: msg({ message: 'Buyer', context: 'job position' }),
  23: msg`Supply Chain Manager`,
  24: msg`Logistics Manager`,
  25: msg`Warehouse Manager`,
  26: msg`Import / Export Manager`,
  27: msg`Customs Broker`,
  28: msg`Sales Director`,
  29: msg`Sales Manager`,
  30: msg`Sales Representative`,
  31: msg`Key Account Manager`,
  32: msg`Business Development Manager`,
  33: msg`Distributor Relations Manager`,
  34: msg`Marketing Manager`,
  35: msg`Customer Service Manager`,
  36: msg`Technical Sales Engineer`,
  37: msg`Health, Safety & Environment Manager`,
  38: msg`Finance Manager`,
  39: msg`Human Resources Manager`,
  40: msg`Consultant`,
  41: msg`Investor`,
  42: msg`Government Official`,
  43: msg({ message: 'Other', context: 'job position' }),
};

export const genderName = (i18n: I18n, gender: Pick<Gender, 'code' | 'name'>) => {
  const name = GENDER_NAMES[gender.code];
  return name ? i18n._(name) : gender.name;
};

export const jobPositionName = (i18n: I18n, position: Pick<JobPosition, 'jobPositionID' | 'name'>) => {
  const name = JOB_POSITION_NAMES[position.jobPositionID];
  return name ? i18n._(name) : position.name;
};

// One display-names object per language: making one costs more than using it.
const languageNames = new Map<string, Intl.DisplayNames>();

/** A language by its ISO 639-1 code, as the page's language names it (Intl); the API's name where Intl has none. */
export function languageName(i18n: I18n, language: Pick<Language, 'code' | 'languageName'>): string {
  const tag = localeTagOf(i18n);
  let names = languageNames.get(tag);
  if (!names) {
    names = new Intl.DisplayNames([tag], { type: 'language', fallback: 'none' });
    languageNames.set(tag, names);
  }
  let name: string | undefined;
  try {
    name = names.of(language.code);
  } catch {
    name = undefined; // not a well-formed code
  }
  // English keeps the list's own names (the spec's); the other languages capitalize as Intl writes them.
  return i18n.locale === 'en' || !name ? language.languageName : name;
}

/** Lists sorted by their names in the page's language. */
export const byName = <T>(i18n: I18n, list: T[], nameOf: (item: T) => string): T[] => {
  const collator = new Intl.Collator(localeTagOf(i18n));
  return [...list].sort((a, b) => collator.compare(nameOf(a), nameOf(b)));
};

/**
 * An industry's, category's or sub-category's name, or an industry's description, which the API serves in English,
 * in the page's language (packages/db/src/reference/taxonomy-names, loaded with the shell). A name without a
 * translation (added to the taxonomy later) stays as it came.
 */
export function taxonomyName(i18n: I18n, english: string): string {
  const id = `taxonomy:${english}`;
  return id in i18n.messages ? i18n._(id) : english;
}
