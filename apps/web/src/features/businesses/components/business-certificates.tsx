import type { BusinessProfile } from '@tradeforge/contracts';

/**
 * The certificates section of a business profile: each with its photo and dates, a date past its expiry said to be
 * expired (dates are calendar dates, `YYYY-MM-DD`, compared with today's in UTC, as the server renders it too).
 */
export function CertificateList({ certificates }: { certificates: BusinessProfile['certificates'] }) {
  if (!certificates.length) return <p className="text-sm text-slate-600">No certificates yet.</p>;
  const today = new Date().toISOString().slice(0, 10);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {certificates.map((certificate) => (
        <li key={certificate.id} className="rounded-lg border border-slate-200 p-3">
          {certificate.photo && (
            <img
              src={certificate.photo.url}
              alt={`Certificate ${certificate.name}`}
              className="mb-2 h-32 w-full rounded object-cover"
            />
          )}
          <p className="font-semibold text-slate-900">{certificate.name}</p>
          {(certificate.issueDate || certificate.expireDate) && (
            <p className="text-xs text-slate-600">
              {certificate.issueDate && `Issued ${certificate.issueDate}`}
              {certificate.issueDate && certificate.expireDate && ' · '}
              {certificate.expireDate &&
                (certificate.expireDate < today ? (
                  <span className="font-semibold text-red-700">Expired {certificate.expireDate}</span>
                ) : (
                  `Expires ${certificate.expireDate}`
                ))}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
