import { IndustryGrid } from '@/features/industries/components/industry-grid';
import { usePageMeta } from '@/lib/page-meta';

export function Component() {
  usePageMeta(
    'All Industries and Categories',
    'Browse the 15 industries and all product categories of the directory.',
  );
  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold">All industries</h1>
      <IndustryGrid />
    </section>
  );
}
