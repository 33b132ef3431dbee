import type { OperatorReport } from '@tradeforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { ok, stubFetch } from '@/test/fetch-stub';
import { createGroupPost } from '@/test/groups';
import { renderWithApp } from '@/test/render';
import { operatorUserRow } from '@/test/operator-rows';
import { signIn } from '@/test/session';
import { ModerateAction } from './moderate-action';
import { UsersList } from './people-lists';
import { ReportActions } from './report-actions';
import { ReportedPost } from './reported-post';
import { ThreadContext } from './thread-context';
import { ReportsList } from './reports-list';

describe('ModerateAction', () => {
  it('moves the focus into the reason, onto a missing reason, and back to the action on cancel', async () => {
    const calls = stubFetch(() => ok({}));
    const { user } = renderWithApp(
      <ModerateAction objectType="user" objectID={operatorUserRow().userID} moderated={false} />,
    );
    expect(screen.queryByRole('button', { name: 'Reinstate user' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suspend user' }));
    const reason = screen.getByLabelText('Reason (the owners read it)');
    expect(reason).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Confirm: suspend user' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Say why.');
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('Say why.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Suspend user' })).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('after a suspension puts the focus on the action that takes its place', async () => {
    signIn('Olive');
    let suspended = false;
    const calls = stubFetch(({ url }) => {
      if (url.endsWith('/operator/moderation')) {
        suspended = true;
        return ok({});
      }
      const item = operatorUserRow(
        suspended ? { suspendedAt: '2026-11-24T09:00:00.000Z', suspensionReason: 'Spam' } : {},
      );
      return ok({ items: [item], total: 1, page: 1, pageSize: 25 });
    });
    const { user } = renderWithApp(<UsersList />);
    await user.click(await screen.findByRole('button', { name: 'Suspend user' }));
    await user.type(screen.getByLabelText('Reason (the owners read it)'), 'Spam');
    await user.click(screen.getByRole('button', { name: 'Confirm: suspend user' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reinstate user' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Suspend user' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/operator/moderation'))?.body).toEqual({
      objectType: 'user',
      objectID: operatorUserRow().userID,
      reason: 'Spam',
    });
  });
});

describe('UsersList', () => {
  it('says which users are suspended and why, and offers only what applies', async () => {
    signIn('Olive');
    const items = [
      operatorUserRow({ suspendedAt: '2026-11-24T09:00:00.000Z', suspensionReason: 'Fake listings' }),
      operatorUserRow({
        userID: '00000000-0000-4000-8000-000000000002',
        email: 'ben@example.com',
        firstName: 'Ben',
      }),
    ];
    stubFetch(() => ok({ items, total: 2, page: 1, pageSize: 25 }));
    renderWithApp(<UsersList />);
    const [rosa, ben] = await screen.findAllByRole('listitem');
    expect(rosa).toHaveTextContent('Suspended 2026-11-24: Fake listings');
    expect(within(rosa!).getByRole('button', { name: 'Reinstate user' })).toBeInTheDocument();
    expect(within(rosa!).queryByRole('button', { name: 'Suspend user' })).not.toBeInTheDocument();
    expect(ben).not.toHaveTextContent('Suspended');
    expect(within(ben!).getByRole('button', { name: 'Suspend user' })).toBeInTheDocument();
    expect(within(ben!).queryByRole('button', { name: 'Reinstate user' })).not.toBeInTheDocument();
  });
});

const report = (overrides: Partial<OperatorReport>): OperatorReport => ({
  reportID: '00000000-0000-4000-8000-0000000000aa',
  objectType: 'product',
  objectID: '00000000-0000-4000-8000-0000000000bb',
  objectTitle: 'GS-223 Pumps',
  businessID: '00000000-0000-4000-8000-0000000000cc',
  companyName: 'Gulf Pumps',
  place: null,
  rfqID: null,
  objectState: 'visible',
  moderatedAt: null,
  moderationReason: null,
  author: null,
  reason: 'spam',
  note: null,
  reporterEmail: 'ben@example.com',
  status: 'open',
  resolution: null,
  createdAt: '2026-11-24T09:00:00.000Z',
  ...overrides,
});

describe('ReportsList', () => {
  it('offers only the action that applies to the object as it is now, and nothing for a removed one', async () => {
    signIn('Olive');
    const items = [
      report({ objectState: 'visible' }),
      report({
        reportID: '00000000-0000-4000-8000-0000000000a2',
        objectTitle: 'Copy Gauge',
        objectState: 'hidden',
        moderatedAt: '2026-11-25T08:00:00.000Z',
        moderationReason: 'Counterfeit.',
      }),
      report({
        reportID: '00000000-0000-4000-8000-0000000000a3',
        objectType: 'comment',
        objectTitle: null,
        businessID: null,
        companyName: null,
        objectState: 'removed',
        author: {
          userID: '00000000-0000-4000-8000-0000000000dd',
          name: 'Sam Spammer',
          email: 'sam@example.com',
          businessID: null,
          companyName: null,
          suspendedAt: '2026-11-25T09:00:00.000Z',
        },
      }),
    ];
    stubFetch(() => ok({ items, total: items.length, page: 1, pageSize: 25 }));
    const { user } = renderWithApp(<ReportsList actions={(item) => <ReportActions report={item} />} />);
    const [visible, hidden, removed] = await screen.findAllByRole('article');
    expect(within(visible!).queryByRole('button', { name: 'Show product again' })).not.toBeInTheDocument();
    expect(visible).not.toHaveTextContent('Hidden');
    expect(hidden).toHaveTextContent('Hidden 2026-11-25: Counterfeit.');
    expect(within(hidden!).getByRole('button', { name: 'Show product again' })).toBeInTheDocument();
    expect(within(hidden!).queryByRole('button', { name: 'Hide product' })).not.toBeInTheDocument();
    expect(removed).toHaveTextContent('This comment no longer exists.');
    expect(within(removed!).queryByRole('button', { name: /comment/ })).not.toBeInTheDocument();
    expect(removed).toHaveTextContent('Author suspended 2026-11-25');
    expect(within(removed!).getByRole('button', { name: 'Reinstate user' })).toBeInTheDocument();
    expect(within(removed!).queryByRole('button', { name: 'Suspend user' })).not.toBeInTheDocument();
    // Hide moves the focus into the reason; Cancel gives it back.
    await user.click(within(visible!).getByRole('button', { name: 'Hide product' }));
    expect(within(visible!).getByLabelText('Reason (the owners read it)')).toHaveFocus();
    await user.click(within(visible!).getByRole('button', { name: 'Cancel' }));
    expect(within(visible!).getByRole('button', { name: 'Hide product' })).toHaveFocus();
  });

  it('says a report was resolved and puts the focus on the queue when it leaves it', async () => {
    signIn('Olive');
    let open = true;
    stubFetch(({ url }) => {
      if (url.endsWith('/resolve')) {
        open = false;
        return ok({});
      }
      const items = open ? [report({})] : [];
      return ok({ items, total: items.length, page: 1, pageSize: 25 });
    });
    const success = vi.spyOn(toast, 'success');
    const { user } = renderWithApp(<ReportsList />);
    await user.click(await screen.findByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByText('No report here.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Reports/ })).toHaveFocus();
    expect(success).toHaveBeenCalledWith('Report marked resolved.');
  });
});

describe('ThreadContext', () => {
  it("offers only the action that applies to the conversation's buyer and supplier", async () => {
    signIn('Olive');
    stubFetch(() =>
      ok({
        threadID: '00000000-0000-4000-8000-0000000000e1',
        subject: 'Your prices',
        status: 'open',
        createdAt: '2026-11-20T10:00:00.000Z',
        sender: {
          userID: '00000000-0000-4000-8000-0000000000e2',
          name: 'Rex Rude',
          email: 'rex@example.com',
          suspendedAt: '2026-11-25T09:00:00.000Z',
        },
        senderBusiness: null,
        receiverBusiness: {
          businessID: '00000000-0000-4000-8000-0000000000e3',
          companyName: 'Tidewater Pumps',
          suspendedAt: null,
        },
        messages: [],
      }),
    );
    const { user } = renderWithApp(<ThreadContext reportID="00000000-0000-4000-8000-0000000000aa" />);
    await user.click(screen.getByRole('button', { name: 'View conversation' }));
    expect(await screen.findByRole('button', { name: 'Reinstate user' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend user' })).not.toBeInTheDocument();
    expect(screen.getByText('Suspended 2026-11-25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suspend business' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reinstate business' })).not.toBeInTheDocument();
  });
});

describe('ReportedPost', () => {
  it("reads a private group's reported post only when asked, as that reading is audited", async () => {
    signIn('Olive');
    const calls = stubFetch(() =>
      ok(
        createGroupPost(
          { groupID: '00000000-0000-4000-8000-0000000000f1', name: 'Texas Exporters Circle' },
          { content: 'Members-only price list attached.' },
        ),
      ),
    );
    const { user } = renderWithApp(<ReportedPost reportID="00000000-0000-4000-8000-0000000000ab" />);
    expect(screen.getByRole('button', { name: 'Read post' })).toHaveAccessibleDescription(
      'A private group’s post: reading it is recorded in the audit log.',
    );
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Read post' }));
    expect(await screen.findByText('Members-only price list attached.')).toBeInTheDocument();
    expect(screen.getByText(/Texas Exporters Circle/)).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([
      expect.stringContaining('/operator/reports/00000000-0000-4000-8000-0000000000ab/post'),
    ]);
  });
});

describe('PagedList', () => {
  it('puts the focus on the heading when Previous or Next brings another page', async () => {
    signIn('Olive');
    stubFetch(({ url }) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      const items =
        page === 1
          ? [operatorUserRow()]
          : [operatorUserRow({ userID: '00000000-0000-4000-8000-000000000009', firstName: 'Zoe' })];
      return ok({ items, total: 26, page, pageSize: 25 });
    });
    const { user } = renderWithApp(<UsersList />);
    await screen.findByText('Rosa Mills');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Zoe Mills');
    // Next is disabled on the last page: the focus is not left on it.
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('heading', { name: /Users/ })).toHaveFocus());
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });
});
