import { SessionHandoff } from '@/features/auth/components/session-handoff';
import { usePageMeta } from '@/lib/page-meta';

export function Component() {
  usePageMeta('Signing you in', 'Completing your sign-in.');
  return <SessionHandoff />;
}
