import type { OperatorGroupRow, OperatorReport } from '@tradeforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubFetch, type Call } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/session';
import { GroupsList } from './groups-list';
import { ReportActions } from './report-actions';

const groupID = '00000000-0000-4000-8000-0000000000a1';
const row = (over: Partial<OperatorGroupRow> = {}): OperatorGroupRow => ({
  groupID,
  name: 'Gulf Exporters',
  privacy: 'private',
  memberCount: 7,
  ownerEmail: 'ada@example.com',
  createdAt: '2026-11-20T10:00:00.000Z',
  hiddenAt: null,
  hiddenReason: null,
  suspendedAt: null,
  ...over,
});

function openList(current: () => OperatorGroupRow) {
  signIn('operator');
  const calls = stubFetch((call: Call) =>
    call.method === 'POST' ? ok({ groupID }) : ok({ items: [current()], total: 1, page: 1, pageSize: 25 }),
  );
  return { calls, ...renderWithApp(<GroupsList />) };
}

afterEach(() => vi.unstubAllGlobals());

describe('the operators’ list of groups', () => {
  it('lists groups with privacy, members and owner, and searches them', async () => {
    const { calls, user } = openList(() => row());
    const group = within(await screen.findByRole('article', { name: 'Gulf Exporters' }));
    expect(group.getByRole('link', { name: 'Gulf Exporters' })).toHaveAttribute('href', `/group/${groupID}`);
    expect(group.getByText(/Private group · 7 members · Owner ada@example.com/)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Name or owner e-mail' }), 'gulf{Enter}');
    await waitFor(() =>
      expect(
        calls.some((call) => call.url.includes('/operator/groups?') && call.url.includes('q=gulf')),
      ).toBe(true),
    );
  });

  it('hides a group only with a reason, then offers to restore it', async () => {
    let current = row();
    const { calls, user } = openList(() => current);
    await user.click(await screen.findByRole('button', { name: 'Hide group' }));
    await user.click(screen.getByRole('button', { name: 'Confirm: hide group' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Say why.');
    current = row({ hiddenAt: '2026-11-24T09:00:00.000Z', hiddenReason: 'Spam offers' });
    await user.type(screen.getByLabelText('Reason (the owners read it)'), 'Spam offers');
    await user.click(screen.getByRole('button', { name: 'Confirm: hide group' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith(`/operator/groups/${groupID}/hide`))?.body).toEqual({
        reason: 'Spam offers',
      }),
    );
    expect(await screen.findByText(/Hidden .*: Spam offers/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore group' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith(`/operator/groups/${groupID}/restore`))).toBe(true),
    );
  });

  it('suspends a group after a confirmation', async () => {
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    const { calls, user } = openList(() => row());
    await user.click(await screen.findByRole('button', { name: 'Suspend group' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith(`/operator/groups/${groupID}/suspend`))).toBe(true),
    );
  });

  it('gives a reported group the same actions in the reports queue', async () => {
    const calls = stubFetch(() => ok({ groupID }));
    const report = {
      reportID: '00000000-0000-4000-8000-0000000000aa',
      objectType: 'group',
      objectID: groupID,
      objectTitle: 'Gulf Exporters',
      businessID: null,
      companyName: null,
      place: null,
      rfqID: null,
      objectState: 'hidden',
      moderatedAt: '2026-11-24T09:00:00.000Z',
      moderationReason: 'Spam',
      author: null,
      reason: 'spam',
      note: null,
      reporterEmail: 'ben@example.com',
      status: 'open',
      resolution: null,
      createdAt: '2026-11-24T09:00:00.000Z',
    } satisfies OperatorReport;
    const { user } = renderWithApp(<ReportActions report={report} />);
    await user.click(screen.getByRole('button', { name: 'Restore group' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith(`/operator/groups/${groupID}/restore`))).toBe(true),
    );
  });
});
