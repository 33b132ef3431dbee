import type { OperatorUserRow } from '@tradeforge/contracts';

/** A member as the operator console's list of users answers it: Rosa Mills, not suspended, unless overridden. */
export const operatorUserRow = (overrides: Partial<OperatorUserRow> = {}): OperatorUserRow => ({
  userID: '00000000-0000-4000-8000-000000000001',
  email: 'rosa@example.com',
  firstName: 'Rosa',
  lastName: 'Mills',
  createdAt: '2026-11-20T10:00:00.000Z',
  operator: false,
  suspendedAt: null,
  suspensionReason: null,
  ...overrides,
});
