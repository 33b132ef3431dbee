/** "1 image", "3 images": a count with its noun in the singular or the plural (`plural` for irregular nouns). */
export const countOf = (count: number, singular: string, plural = `${singular}s`) =>
  `${count} ${count === 1 ? singular : plural}`;
