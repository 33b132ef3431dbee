import { StaticPage } from '@/features/static-pages/components/static-page';
import { advertiseWithUs } from '@/features/static-pages/content/advertise-with-us';

export function Component() {
  return <StaticPage content={advertiseWithUs} />;
}
