import { StaticPage } from '@/features/static-pages/components/static-page';
import { messageCenter } from '@/features/static-pages/content/message-center';

export function Component() {
  return <StaticPage content={messageCenter} />;
}
