import { operatorMatrix } from './operator-matrix';
import { accountRows } from './rows/accounts';
import { businessRows } from './rows/businesses';
import { engagementRows } from './rows/engagement';
import { groupRows } from './rows/groups';
import { inquiryRows } from './rows/inquiries';
import type { Row } from './rows/kit';
import { membershipRows } from './rows/memberships';
import { profileRows } from './rows/profile';
import { publicRows } from './rows/public';
import { rfqRows } from './rows/rfqs';
import { socialRows } from './rows/social';
import { userDataRows } from './rows/user-data';

export type { Expect, Row } from './rows/kit';

/**
 * The authorization matrix: for every route of the API and the account service, the status each caller gets.
 * Callers: a `visitor` (no token), a `stranger` (signed in, owner of another business), and the `member`, `admin`
 * and `owner` of the business concerned. Ids in the requests are the business concerned's; the stranger's calls
 * are therefore the BOLA attempts (his own objects work, the others' do not), and `bola` (abuse.ts) adds mixed ids.
 * The `operator` (the operator role, no business) is called only where a row names its answer: on every
 * `/api/operator/` route, which answer 401 to visitors and 403 to everyone but operators (`operatorOnly`).
 * A route with no row here fails `authorization.test.ts`: add one, in its area's file under rows/, when adding a
 * route. The test calls the rows in this order, the areas one after another.
 */
export const matrix: Row[] = [
  ...publicRows,
  ...profileRows,
  ...businessRows,
  ...socialRows,
  ...groupRows,
  ...rfqRows,
  ...inquiryRows,
  ...userDataRows,
  ...membershipRows,
  ...engagementRows,
  ...accountRows,
  ...operatorMatrix,
];
