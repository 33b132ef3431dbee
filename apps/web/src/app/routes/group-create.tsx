import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { useCreateGroup } from '@/features/groups/api/create-group';
import { GroupForm } from '@/features/groups/components/group-form';
import { useIndustryTree } from '@/features/industries/api/get-industry-tree';
import { PageError, PageLoading } from '@/components/ui/page-status';
import { usePageMeta } from '@/lib/page-meta';
import { toast } from '@/lib/toast';
import { href } from '../paths';

/** /groups/new: create a group (issue 49); its creator is its owner and lands on its page. */
export function Component() {
  const { t } = useLingui();
  usePageMeta(t`Create a group`, t`Start a community of your industry.`);
  const industries = useIndustryTree();
  const create = useCreateGroup();
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Create a group</Trans>
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>You will be its owner: you can invite people, approve requests and name admins.</Trans>
      </p>
      <div className="mt-6">
        {industries.isError ? (
          <PageError />
        ) : industries.data ? (
          <GroupForm
            industries={industries.data}
            submitLabel={t`Create group`}
            onSave={async (body) => {
              const group = await create.mutateAsync(body);
              toast.success(t`Your group was created.`);
              void navigate(href.group(group.groupID));
            }}
          />
        ) : (
          <PageLoading />
        )}
      </div>
    </div>
  );
}
