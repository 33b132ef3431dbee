const pad = (value: number) => String(value).padStart(2, '0');

/** Day/month/year hour:minute in UTC (spec part 2, section 2.11), e.g. 03/11/2026 14:05. */
export function formatMessageDate(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}
