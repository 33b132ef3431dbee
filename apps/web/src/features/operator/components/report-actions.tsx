import type { OperatorReport } from '@tradeforge/contracts';
import { GroupModeration } from './group-moderation';
import { ModerateAction } from './moderate-action';
import { ReportedPost } from './reported-post';
import { ThreadContext } from './thread-context';

/**
 * What an operator can do about a report's object, as it is now: hide or suspend it, or undo that (one action,
 * the one that applies), and the same for a post's or comment's author; a conversation opens instead. An object
 * that no longer exists offers nothing to hide; its author may still be suspended.
 */
export function ReportActions({ report }: { report: OperatorReport }) {
  if (report.objectType === 'thread')
    return report.objectState === 'removed' ? null : <ThreadContext reportID={report.reportID} />;
  // Groups are moderated by their own routes (issue 49): hide with a reason, suspend, restore, as in their list.
  if (report.objectType === 'group')
    return report.objectState === 'removed' ? null : (
      <GroupModeration groupID={report.objectID} state={report.objectState} />
    );
  // Buying requests and quotes are hidden by their own operator routes (issue 50), whose console screens are
  // not built yet: the queue names them and offers no action here.
  if (report.objectType === 'rfq' || report.objectType === 'rfq-quote') return null;
  return (
    <>
      {/* A private group's post: the queue shows no text (objectTitle ''), read on demand and audited. */}
      {report.objectType === 'post' && report.objectTitle === '' && report.objectState !== 'removed' && (
        <ReportedPost reportID={report.reportID} />
      )}
      {report.objectState !== 'removed' && (
        <ModerateAction
          objectType={report.objectType}
          objectID={report.objectID}
          moderated={report.objectState !== 'visible'}
        />
      )}
      {report.author && (
        <ModerateAction
          objectType="user"
          objectID={report.author.userID}
          moderated={report.author.suspendedAt !== null}
        />
      )}
    </>
  );
}
