/**
 * A business's min-max figure (employees, revenue, capacity) as a reader expects it: thousands separated in the
 * page's language (US style by default: "7,500,000 - 50,000,000"), a dash for an end not given, null when neither is.
 */
export const formatRange = (value: { min?: number; max?: number } | null, localeTag = 'en-US') =>
  value && (value.min !== undefined || value.max !== undefined)
    ? `${value.min?.toLocaleString(localeTag) ?? '—'} - ${value.max?.toLocaleString(localeTag) ?? '—'}`
    : null;
