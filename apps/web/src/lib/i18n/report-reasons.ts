import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportReason } from '@tradeforge/contracts';

/**
 * Why a member reports something (the contract's REPORT_REASONS, in every language): as the report dialog offers it
 * and the operator's list of reports shows it.
 */
export const REPORT_REASON_NAMES: Record<ReportReason, MessageDescriptor> = {
  spam: msg`Spam or advertising`,
  fraud: msg`Fraud or scam`,
  counterfeit: msg`Counterfeit or misrepresented goods`,
  'prohibited-goods': msg`Prohibited or dangerous goods`,
  offensive: msg`Offensive, hateful or harassing`,
  'intellectual-property': msg`Infringes intellectual property`,
  impersonation: msg`Impersonation or fake business`,
  other: msg`Something else`,
};
