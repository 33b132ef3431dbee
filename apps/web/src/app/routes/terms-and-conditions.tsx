import { StaticPage } from '@/features/static-pages/components/static-page';
import { termsAndConditions } from '@/features/static-pages/content/terms-and-conditions';

export function Component() {
  return <StaticPage content={termsAndConditions} numbered />;
}
