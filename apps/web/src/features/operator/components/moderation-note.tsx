import { useLingui } from '@lingui/react/macro';

/** The day of an ISO time, as the console's lists show it: ISO 8601 in every language, the way operators compare. */
export const dateOf = (iso: string) => iso.slice(0, 10);

/** "Hidden 2026-11-24: reason" or "Suspended …": what an operator did to an object, when and why. */
export function ModerationNote({
  label,
  at,
  reason,
}: {
  label: 'hidden' | 'suspended' | 'author-suspended';
  at: string;
  reason?: string | null;
}) {
  const { t } = useLingui();
  const day = dateOf(at);
  const text = reason
    ? {
        hidden: t`Hidden ${day}: ${reason}`,
        suspended: t`Suspended ${day}: ${reason}`,
        'author-suspended': t`Author suspended ${day}: ${reason}`,
      }[label]
    : {
        hidden: t`Hidden ${day}`,
        suspended: t`Suspended ${day}`,
        'author-suspended': t`Author suspended ${day}`,
      }[label];
  return <p className="w-full text-sm font-semibold text-red-800">{text}</p>;
}
