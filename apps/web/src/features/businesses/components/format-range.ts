/**
 * A business's min-max figure (employees, revenue, capacity) as a reader expects it: thousands separated in US
 * style ("7,500,000 - 50,000,000"), a dash for an end not given, null when neither is.
 */
export const formatRange = (value: { min?: number; max?: number } | null) =>
  value && (value.min !== undefined || value.max !== undefined)
    ? `${value.min?.toLocaleString('en-US') ?? '—'} - ${value.max?.toLocaleString('en-US') ?? '—'}`
    : null;
