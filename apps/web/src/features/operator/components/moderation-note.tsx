/** The day of an ISO time, as the console's lists show it. */
export const dateOf = (iso: string) => iso.slice(0, 10);

/** "Hidden 2026-11-24: reason" or "Suspended …": what an operator did to an object, when and why. */
export function ModerationNote({
  label,
  at,
  reason,
}: {
  label: 'Hidden' | 'Suspended' | 'Author suspended';
  at: string;
  reason?: string | null;
}) {
  return (
    <p className="w-full text-sm font-semibold text-red-800">
      {label} {dateOf(at)}
      {reason ? `: ${reason}` : ''}
    </p>
  );
}
