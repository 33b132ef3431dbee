/** Options of the searchable selects, and how typing filters them. */
export interface ComboboxOption {
  value: string;
  label: string;
  /** Shown after the label and searched too, e.g. a language code. */
  detail?: string;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Options whose label or detail contains the query; those that start with it come first. */
export function filterOptions(options: ComboboxOption[], query: string) {
  const q = fold(query.trim());
  if (!q) return options;
  const words = (option: ComboboxOption) => [fold(option.label), fold(option.detail ?? '')];
  const matches = options.filter((option) => words(option).some((word) => word.includes(q)));
  const starts = (option: ComboboxOption) => words(option).some((word) => word.startsWith(q));
  return [...matches.filter(starts), ...matches.filter((option) => !starts(option))];
}
