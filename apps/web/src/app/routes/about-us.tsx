import { StaticPage } from '@/features/static-pages/components/static-page';
import { aboutUs } from '@/features/static-pages/content/about-us';
import { TipsSummary } from '@/features/tips/components/tips-summary';

export function Component() {
  return (
    <StaticPage content={aboutUs}>
      <TipsSummary />
    </StaticPage>
  );
}
