import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { CommentsList, PostsList } from '@/features/operator/components/content-lists';
import { Dashboard } from '@/features/operator/components/dashboard';
import { EnquiriesList } from '@/features/operator/components/enquiries-list';
import { GroupsList } from '@/features/operator/components/groups-list';
import { OperatorConsole, type ConsoleSection } from '@/features/operator/components/operator-console';
import { BusinessesList, UsersList } from '@/features/operator/components/people-lists';
import { ReportActions } from '@/features/operator/components/report-actions';
import { ReportsList } from '@/features/operator/components/reports-list';
import { RfqsList } from '@/features/operator/components/rfqs-list';
import { VerificationsList } from '@/features/operator/components/verifications-list';
import { usePageMeta } from '@/lib/page-meta';
import { paths } from '../paths';

const SECTIONS = [
  { slug: 'dashboard', label: msg`Dashboard`, content: <Dashboard /> },
  { slug: 'users', label: msg`Users`, content: <UsersList /> },
  { slug: 'businesses', label: msg`Businesses`, content: <BusinessesList /> },
  {
    slug: 'reports',
    label: msg`Reports`,
    content: <ReportsList actions={(report) => <ReportActions report={report} />} />,
  },
  { slug: 'posts', label: msg`Posts`, content: <PostsList /> },
  { slug: 'comments', label: msg`Comments`, content: <CommentsList /> },
  { slug: 'groups', label: msg`Groups`, content: <GroupsList /> },
  { slug: 'rfqs', label: msg`Buying requests`, content: <RfqsList /> },
  { slug: 'verifications', label: msg`Verification`, content: <VerificationsList /> },
  { slug: 'enquiries', label: msg`Need-help enquiries`, content: <EnquiriesList /> },
];

/** /operator/{section}: the operator's console (issue 19), rendered in the browser only, never indexed. */
export function Component() {
  const { t, i18n } = useLingui();
  usePageMeta(t`Operator console`, t`The site operators’ console.`);
  const sections: ConsoleSection[] = SECTIONS.map((item) => ({ ...item, label: i18n._(item.label) }));
  const { section } = useParams();
  return <OperatorConsole sections={sections} current={section} basePath={paths.operator} />;
}
