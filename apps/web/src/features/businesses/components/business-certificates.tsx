import { Trans, useLingui } from '@lingui/react/macro';
import type { BusinessProfile } from '@tradeforge/contracts';
import { useFormatting } from './business-labels';

/**
 * The certificates section of a business profile: each with its photo and dates, a date past its expiry said to be
 * expired (dates are calendar dates, `YYYY-MM-DD`, compared with today's in UTC, as the server renders it too).
 */
export function CertificateList({ certificates }: { certificates: BusinessProfile['certificates'] }) {
  const { t } = useLingui();
  const { tag, locale } = useFormatting();
  if (!certificates.length)
    return (
      <p className="text-sm text-slate-600">
        <Trans>No certificates yet.</Trans>
      </p>
    );
  const dates = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  // English keeps the calendar dates as the spec writes them (2025-03-14); the other languages read their own.
  const day = (value: string) => {
    if (locale === 'en') return value;
    const [year = NaN, month = NaN, day = NaN] = value.split('-').map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    return Number.isNaN(date.getTime()) ? value : dates.format(date);
  };
  const today = new Date().toISOString().slice(0, 10);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {certificates.map((certificate) => {
        const name = certificate.name;
        const issued = certificate.issueDate && day(certificate.issueDate);
        const expires = certificate.expireDate && day(certificate.expireDate);
        return (
          <li key={certificate.id} className="rounded-lg border border-slate-200 p-3">
            {certificate.photo && (
              <img
                src={certificate.photo.url}
                alt={t`Certificate ${name}`}
                className="mb-2 h-32 w-full rounded object-cover"
              />
            )}
            <p className="font-semibold text-slate-900">{certificate.name}</p>
            {(certificate.issueDate || certificate.expireDate) && (
              <p className="text-xs text-slate-600">
                {issued && t`Issued ${issued}`}
                {certificate.issueDate && certificate.expireDate && ' · '}
                {certificate.expireDate &&
                  (certificate.expireDate < today ? (
                    <span className="font-semibold text-red-700">
                      <Trans>Expired {expires}</Trans>
                    </span>
                  ) : (
                    t`Expires ${expires}`
                  ))}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
