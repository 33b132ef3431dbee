import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { IndustryTree } from '@/features/industries/components/industry-tree';
import { usePageMeta } from '@/lib/page-meta';

export function Component() {
  const { t } = useLingui();
  usePageMeta(
    t`All Industries and Categories`,
    t`Browse the 15 industries, 135 categories and more than 900 sub-categories of the industrial B2B directory.`,
  );
  return (
    <>
      <PageHeader eyebrow={t`Directory`} title={t`All industries and categories`}>
        <p>
          <Trans>
            Every company and product in the directory is filed under one of 15 industries, each divided into
            categories and sub-categories. Choose any of them to search the manufacturers that work in it;
            from the results you can filter by business type (distributors, exporters, wholesalers and more)
            and by country.
          </Trans>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12">
        <IndustryTree />
      </div>
    </>
  );
}
