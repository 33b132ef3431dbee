import { useLingui } from '@lingui/react/macro';
import { SessionHandoff } from '@/features/auth/components/session-handoff';
import { usePageMeta } from '@/lib/page-meta';

export function Component() {
  const { t } = useLingui();
  usePageMeta(t`Signing you in`, t`Completing your sign-in.`);
  return <SessionHandoff />;
}
