import { StaticPage } from '@/features/static-pages/components/static-page';
import { freeMarketing } from '@/features/static-pages/content/free-marketing';

export function Component() {
  return <StaticPage content={freeMarketing} />;
}
