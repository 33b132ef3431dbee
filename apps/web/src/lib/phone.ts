/**
 * A stored phone (calling code and national digits, as the API keeps them) for reading and dialling. A North
 * American number reads as `+1 (505) 555-0128`, the way this USA edition's users write it; any other keeps its
 * digits after the calling code. Written here rather than with libphonenumber-js (which the API validates with):
 * its metadata would add enough script to every page that shows a phone to pass the route budget.
 */
export function formatPhone(countryCode: string, digits: string): { text: string; href: string } {
  const national = /^1?(\d{3})(\d{3})(\d{4})$/.exec(digits);
  const text =
    countryCode === '+1' && national
      ? `+1 (${national[1]}) ${national[2]}-${national[3]}`
      : `${countryCode} ${digits}`;
  return { text, href: `tel:${countryCode}${digits}` };
}
