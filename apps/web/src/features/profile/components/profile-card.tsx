import { Trans, useLingui } from '@lingui/react/macro';
import { LOCALE_TAGS, type PublicProfile, type SiteLocale, type UserProfile } from '@tradeforge/contracts';
import type { ReactNode } from 'react';
import { PhoneLink } from '@/components/ui/phone-link';
import { countryNameIn } from '@/lib/country-names';
import { jobPositionName, languageName, taxonomyName, useBusinessTypeNames, useSiteLocale } from '@/lib/i18n';

type AnyProfile = UserProfile | PublicProfile;

const place = (profile: AnyProfile, locale: SiteLocale) =>
  [
    profile.city,
    profile.state?.stateName,
    profile.country && countryNameIn(locale, profile.country.code, profile.country.countryName),
  ]
    .filter(Boolean)
    .join(', ');

/** A birth date (YYYY-MM-DD) as the page's language writes a date; anything else as it is. */
function birthDateIn(locale: SiteLocale, value: string | null) {
  const day = value?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!day) return value;
  const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

/** A person's profile as the own and public pages show it (spec part 2, sections 2.2 and 2.3). */
export function ProfileCard({ profile, actions }: { profile: AnyProfile; actions?: ReactNode }) {
  const { i18n, t } = useLingui();
  const { kindName } = useBusinessTypeNames();
  const locale = useSiteLocale();
  const name = `${profile.firstName} ${profile.lastName}`;
  const where = place(profile, locale);
  const photo = profile.profilePhoto?.versions?.medium?.url ?? profile.profilePhoto?.url;
  return (
    <article className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="h-40 bg-gradient-to-r from-brand-600 to-brand-900 md:h-56">
        {profile.coverPhoto && (
          <img
            src={profile.coverPhoto.url}
            alt=""
            className="size-full object-cover"
            data-testid="cover-photo"
          />
        )}
      </div>
      <div className="px-6 pb-6">
        <div className="-mt-12 flex flex-wrap items-end gap-4">
          {photo ? (
            <img
              src={photo}
              alt={t`Profile photo of ${name}`}
              className="size-28 rounded-full border-4 border-white bg-white object-cover shadow"
            />
          ) : (
            <div
              aria-hidden="true"
              className="flex size-28 items-center justify-center rounded-full border-4 border-white bg-brand-100 text-3xl font-bold text-brand-700 shadow"
            >
              {profile.firstName.charAt(0)}
              {profile.lastName.charAt(0)}
            </div>
          )}
          {/* Only the photo rises onto the cover: on a phone the name takes its own line under it, and beside it
              the text starts below the cover's edge, so a long name never lies dark on the dark cover. */}
          <div className="min-w-0 basis-full pb-1 sm:flex-1 sm:basis-0 sm:self-start sm:pt-14">
            <h1 className="text-2xl font-bold break-words text-slate-900">{name}</h1>
            {profile.profession && <p className="text-slate-600">{profile.profession}</p>}
            {where && <p className="text-sm text-slate-500">{where}</p>}
          </div>
          {actions && <div className="flex flex-wrap gap-2 pb-1">{actions}</div>}
        </div>
        {profile.briefPresentation && (
          <section aria-label={t`About`} className="mt-6">
            <h2 className="text-lg font-semibold text-slate-900">
              <Trans>About</Trans>
            </h2>
            <p className="mt-1 whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]">
              {profile.briefPresentation}
            </p>
          </section>
        )}
        <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Detail label={t`Company`} value={profile.companyName} />
          <Detail
            label={t`Business type`}
            value={profile.businessType && kindName(profile.businessType.code, profile.businessType.name)}
          />
          <Detail label={t`Industry`} value={profile.industry && taxonomyName(i18n, profile.industry.name)} />
          <Detail
            label={t`Job position`}
            value={profile.jobPosition && jobPositionName(i18n, profile.jobPosition)}
          />
          <Detail
            label={t`Preferred language`}
            value={profile.preferredLanguage && languageName(i18n, profile.preferredLanguage)}
          />
          <Detail label={t`Birth date`} value={birthDateIn(locale, profile.birthDate)} />
          {'email' in profile && <Detail label={t`E-mail`} value={profile.email} />}
          {'email' in profile && profile.mobilePhone && (
            <Detail
              label={t`Mobile phone`}
              value={
                <PhoneLink
                  countryCode={profile.mobilePhone.countryCode}
                  digits={profile.mobilePhone.phoneNumber}
                />
              }
            />
          )}
        </dl>
      </div>
    </article>
  );
}
