import { Trans, useLingui } from '@lingui/react/macro';
import { Heart, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { UserCard } from '@tradeforge/contracts';
import { Highlight, highlightTerms } from '@/components/ui/highlight';
import { jobPositionName, useSiteLocale } from '@/lib/i18n';
import { countryNameIn } from '@/lib/country-names';

/**
 * User card (spec part 1, section 2): photo, name, place with --- for missing parts, position, presentation, likes.
 * The words of `search` are marked as people search matches them: in the name as written ("James" all of "James"),
 * in the rest by their english stems ("castings" marks "Casting").
 */
export function UserResultCard({ user, search = '' }: { user: UserCard; search?: string }) {
  const { i18n, t } = useLingui();
  const locale = useSiteLocale();
  const nameTerms = highlightTerms(search, { stemmed: false });
  const terms = highlightTerms(search);
  const country = user.country && countryNameIn(locale, user.country.code, user.country.countryName);
  const place = [country, user.state?.stateName, user.city].map((part) => part || '---').join(' / ');
  const job = user.jobPosition && jobPositionName(i18n, user.jobPosition);
  const company = user.companyName;
  const position = job && company ? t`${job} at ${company}` : job || company || '';
  return (
    <article className="flex gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      {user.profilePhoto ? (
        <img src={user.profilePhoto.url} alt="" className="size-16 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          className="grid size-16 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600"
          aria-hidden
        >
          <UserRound className="size-8" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-semibold text-slate-900">
          <Highlight text={`${user.firstName} ${user.lastName}`} terms={nameTerms} />
        </h3>
        <p className="text-sm text-slate-600">{place}</p>
        {position && (
          <p className="text-sm text-slate-700">
            <Highlight text={position} terms={terms} />
          </p>
        )}
        {user.briefPresentation && (
          <p className="mt-1 line-clamp-2 text-sm text-slate-600">
            <Highlight text={user.briefPresentation} terms={terms} />
          </p>
        )}
        <p className="mt-1 inline-flex items-center gap-1 text-xs text-slate-500">
          <Heart aria-hidden className="size-3.5" />{' '}
          <span className="sr-only">
            <Trans>Likes:</Trans>
          </span>{' '}
          {user.reactions.reactionCount.like}
        </p>
      </div>
      <Link
        to={`/profile/${user.userID}`}
        className="self-start rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        <Trans>View profile</Trans>
      </Link>
    </article>
  );
}
