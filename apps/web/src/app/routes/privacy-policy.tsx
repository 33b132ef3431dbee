import { StaticPage } from '@/features/static-pages/components/static-page';
import { privacyPolicy } from '@/features/static-pages/content/privacy-policy';

export function Component() {
  return <StaticPage content={privacyPolicy} numbered />;
}
