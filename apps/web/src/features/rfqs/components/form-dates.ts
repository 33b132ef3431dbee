const DAY_MS = 86_400_000;

/** A day as a date input holds it (YYYY-MM-DD), in the browser's time zone. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day `days` after `now`'s, in the browser's time zone. */
export const dayAfter = (now: Date, days: number) => localDay(new Date(now.getTime() + days * DAY_MS));

/**
 * The end of `day` in the browser's time zone, as the instant the API takes, but never later than `maxDays` from
 * `now`: the last day a date input offers would otherwise pass the API's limit by the hours left in it.
 */
export function endOfDay(day: string, now: Date, maxDays: number): string {
  const end = new Date(`${day}T23:59:59`).getTime();
  return new Date(Math.min(end, now.getTime() + maxDays * DAY_MS - 60_000)).toISOString();
}
