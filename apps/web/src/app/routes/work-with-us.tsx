import { StaticPage } from '@/features/static-pages/components/static-page';
import { workWithUs } from '@/features/static-pages/content/work-with-us';

export function Component() {
  return <StaticPage content={workWithUs} />;
}
