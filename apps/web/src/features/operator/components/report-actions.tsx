import type { OperatorReport } from '@tradeforge/contracts';
import { GroupModeration } from './group-moderation';
import { ModerateAction } from './moderate-action';
import { ReportedPost } from './reported-post';
import { RfqModeration } from './rfq-moderation';
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
  return (
    <>
      {/* A private group's post: the queue shows no text (objectTitle ''), read on demand and audited. */}
      {report.objectType === 'post' && report.objectTitle === '' && report.objectState !== 'removed' && (
        <ReportedPost reportID={report.reportID} />
      )}
      {report.objectState !== 'removed' && <ObjectAction report={report} />}
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

/**
 * Hide or show again a reported object that still exists. Buying requests and quotes have their own routes
 * (issue 50), and a quote's routes name its request too, which the report carries (`rfqID`).
 */
function ObjectAction({ report }: { report: OperatorReport }) {
  const { objectType, objectID } = report;
  const hidden = report.objectState === 'hidden';
  if (objectType === 'rfq') return <RfqModeration rfqID={objectID} hidden={hidden} />;
  if (objectType === 'rfq-quote')
    return report.rfqID ? <RfqModeration rfqID={report.rfqID} quoteID={objectID} hidden={hidden} /> : null;
  // Conversations and groups have their own actions (above).
  if (objectType === 'thread' || objectType === 'group') return null;
  return (
    <ModerateAction
      objectType={objectType}
      objectID={objectID}
      moderated={report.objectState !== 'visible'}
    />
  );
}
