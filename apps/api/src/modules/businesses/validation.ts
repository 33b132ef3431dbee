import { invalidField as invalid } from '../../lib/app-error';
import { requiredText } from '../../lib/text';
import { parsePhone } from '../../lib/phone';
import type { ReferenceService } from '../reference';
import { businessErrors } from './errors';

/** Checks shared by the create payload and the edit tabs; each failure names the field and what to fix. */

export function checkRange(field: string, range: { min?: number; max?: number } | undefined) {
  if (range?.min !== undefined && range.max !== undefined && range.min > range.max) {
    throw invalid(field, businessErrors.text('rangeOrder', { field }));
  }
}

export function checkYear(field: string, year: number | undefined, now = new Date()) {
  if (year !== undefined && year > now.getUTCFullYear()) {
    throw invalid(field, businessErrors.text('futureYear', { field }));
  }
}

/** A business phone by the site's one phone rule (`lib/phone.ts`); absent or empty clears it. */
export function normalizePhone(
  field: string,
  phone: { countryCode: string; businessPhoneNumber: string } | undefined,
) {
  if (!phone) return { countryCode: null, number: null };
  const parsed = parsePhone({ countryCode: phone.countryCode, number: phone.businessPhoneNumber });
  if (parsed && 'problem' in parsed)
    throw invalid(
      field,
      parsed.problem === 'countryCode'
        ? businessErrors.text('dialCode', { field, code: parsed.countryCode })
        : businessErrors.text('phoneDigits', { field }),
    );
  return { countryCode: parsed?.countryCode ?? null, number: parsed?.number ?? null };
}

/** Websites are stored as absolute http(s) URLs; a bare host name gets https://. */
export function normalizeWebsite(website: string | undefined) {
  if (!website?.trim()) return null;
  const candidate = /^https?:\/\//i.test(website.trim()) ? website.trim() : `https://${website.trim()}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    throw invalid('website', businessErrors.text('website'));
  }
  if (!url.hostname.includes('.')) throw invalid('website', businessErrors.text('website'));
  return url.toString();
}

export async function checkCountryAndState(
  field: string,
  countryCode: string | undefined,
  stateID: string | undefined,
  reference: ReferenceService,
) {
  if (!countryCode) {
    if (stateID) throw invalid(`${field}state`, businessErrors.text('countryFirst'));
    return { countryCode: null, stateID: null };
  }
  const code = countryCode.toUpperCase();
  if (!(await reference.listCountries()).some((country) => country.code === code)) {
    throw invalid(`${field}country`, businessErrors.text('unknownCountry', { code }));
  }
  if (!stateID) return { countryCode: code, stateID: null };
  const states = await reference.listStates(code);
  if (!states.some((state) => state.stateID === stateID)) {
    throw invalid(`${field}state`, businessErrors.text('unknownState', { state: stateID }));
  }
  return { countryCode: code, stateID };
}

/** `industryId.categoryId` references: every category must exist under the industry it names. */
export async function resolveCategories(refs: string[], reference: ReferenceService) {
  const tree = await reference.listIndustryTree();
  const resolved = refs.map((ref) => {
    const [industryId, categoryId] = ref.split('.');
    const industry = tree.find((candidate) => candidate.id === industryId);
    const category = industry?.categories.find((candidate) => candidate.id === categoryId);
    if (!industry || !category) throw invalid('categories', businessErrors.text('unknownCategory', { ref }));
    return { industryId: industry.id, categoryId: category.id };
  });
  return { industryId: resolved[0]!.industryId, categoryIds: resolved.map((r) => r.categoryId) };
}

export function checkCertificateDates(issueDate: string | undefined, expireDate: string | undefined) {
  if (issueDate && expireDate && issueDate > expireDate) {
    throw invalid('expireDate', businessErrors.text('certificateDates'));
  }
}

/** A list of named entries (markets, accepted terms): the names trimmed, none of them blank. */
export function names(field: string, items: { name: string }[] | undefined) {
  return items?.map((item, index) => requiredText(`${field}[${index}].name`, item.name));
}
