import { formatPhone } from '@/lib/phone';

/** A stored phone as a link that dials it (`formatPhone`). */
export function PhoneLink({ countryCode, digits }: { countryCode: string; digits: string }) {
  const { text, href } = formatPhone(countryCode, digits);
  return (
    <a href={href} className="text-brand-700 underline">
      {text}
    </a>
  );
}
