import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { GroupListSection } from '@/features/groups/components/group-list-section';
import { GroupsSearch } from '@/features/groups/components/groups-search';
import { usePageMeta } from '@/lib/page-meta';
import { href } from '../paths';

/**
 * /groups (issue 49): my groups and groups suggested for me, or with `?q=` a search of groups (the search results'
 * Groups kind links here). For members only (the route table's gate).
 */
export function Component() {
  const { t } = useLingui();
  usePageMeta(t`Groups`, t`Communities of businesses and people of your industry.`);
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const createLink = (
    <Link to={href.groupCreate()} className={buttonClass('primary')}>
      <Plus aria-hidden className="size-4" /> <Trans>Create group</Trans>
    </Link>
  );
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Groups</Trans>
        </h1>
        {createLink}
      </div>
      <GroupsSearch
        key={`search-${q}`}
        initial={q}
        onSearch={(text) => setParams(text ? new URLSearchParams({ q: text }) : new URLSearchParams())}
      />
      {q ? (
        <GroupListSection
          key={q}
          id="groups-search"
          title={t`Groups matching “${q}”`}
          kind={{ q }}
          empty={
            <div className="space-y-3">
              <p>
                <Trans>No group matches “{q}”. Try other words, or start the group yourself.</Trans>
              </p>
              {createLink}
            </div>
          }
        />
      ) : (
        <>
          <GroupListSection
            id="groups-mine"
            title={t`My groups`}
            kind={{ mine: true }}
            empty={
              <div className="space-y-3">
                <p>
                  <Trans>You are not in any group yet.</Trans>
                </p>
                {createLink}
              </div>
            }
          />
          <GroupListSection
            id="groups-suggested"
            title={t`Suggested for you`}
            kind={{ suggested: true }}
            empty={
              <p>
                <Trans>
                  No suggestions yet: follow businesses and add your industry to your business profile to see
                  groups of your industry.
                </Trans>
              </p>
            }
          />
        </>
      )}
    </div>
  );
}
