import { useParams } from 'react-router';
import { CommentsList, PostsList } from '@/features/operator/components/content-lists';
import { Dashboard } from '@/features/operator/components/dashboard';
import { EnquiriesList } from '@/features/operator/components/enquiries-list';
import { OperatorConsole, type ConsoleSection } from '@/features/operator/components/operator-console';
import { BusinessesList, UsersList } from '@/features/operator/components/people-lists';
import { ReportActions } from '@/features/operator/components/report-actions';
import { ReportsList } from '@/features/operator/components/reports-list';
import { VerificationsList } from '@/features/operator/components/verifications-list';
import { usePageMeta } from '@/lib/page-meta';
import { paths } from '../paths';

const sections: ConsoleSection[] = [
  { slug: 'dashboard', label: 'Dashboard', content: <Dashboard /> },
  { slug: 'users', label: 'Users', content: <UsersList /> },
  { slug: 'businesses', label: 'Businesses', content: <BusinessesList /> },
  {
    slug: 'reports',
    label: 'Reports',
    content: <ReportsList actions={(report) => <ReportActions report={report} />} />,
  },
  { slug: 'posts', label: 'Posts', content: <PostsList /> },
  { slug: 'comments', label: 'Comments', content: <CommentsList /> },
  { slug: 'verifications', label: 'Verification', content: <VerificationsList /> },
  { slug: 'enquiries', label: 'Need-help enquiries', content: <EnquiriesList /> },
];

/** /operator/{section}: the operator's console (issue 19), rendered in the browser only, never indexed. */
export function Component() {
  usePageMeta('Operator console', 'The site operators’ console.');
  const { section } = useParams();
  return <OperatorConsole sections={sections} current={section} basePath={paths.operator} />;
}
