import { StaticPage } from '@/features/static-pages/components/static-page';
import { missionVision } from '@/features/static-pages/content/mission-vision';

export function Component() {
  return <StaticPage content={missionVision} />;
}
