import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Comment } from '@tradeforge/contracts';
import { Comments } from '@/features/social/components/comments';
import { failure, ok, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/session';
import { commentReport } from './report-actions';

const PRODUCT = '00000000-0000-4000-8000-0000000000aa';
const ME = '00000000-0000-4000-8000-000000000001';
const comment = (
  id: string,
  userID: string,
  firstName: string,
  overrides: Partial<Comment> = {},
): Comment => ({
  commentID: `00000000-0000-4000-8000-0000000000${id}`,
  content: `Comment ${id}`,
  resourceType: 'product',
  resourceID: PRODUCT,
  createdAt: '2026-05-04T10:00:00.000Z',
  replies: 0,
  removed: false,
  canRemove: false,
  whoComment: {
    userID,
    firstName,
    lastName: 'Diaz',
    profilePhoto: null,
    businessID: null,
    companyName: null,
  },
  ...overrides,
});

describe('the Report action on comments', () => {
  it("is offered on others' comments only, and sends the reason and note of the dialog", async () => {
    signIn('reader');
    const page = {
      total: 3,
      comments: [
        comment('01', '00000000-0000-4000-8000-000000000002', 'Rosa'),
        comment('02', ME, 'Me'),
        comment('03', '00000000-0000-4000-8000-000000000003', '', { removed: true, content: '', replies: 1 }),
      ],
    };
    const calls = stubFetch((call) =>
      call.method === 'POST' && call.url === '/api/reports'
        ? { status: 201, body: { success: true, data: { reportID: '00000000-0000-4000-8000-0000000000ff' } } }
        : ok(page),
    );
    const { user } = renderWithApp(
      <Comments resourceID={PRODUCT} resourceType="product" commentActions={commentReport} />,
    );
    const list = await screen.findByRole('list', { name: 'Comments' });
    const [others, mine, removed] = within(list).getAllByRole('listitem');
    expect(within(mine!).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    expect(within(removed!).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();

    await user.click(within(others!).getByRole('button', { name: 'Report comment by Rosa Diaz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report comment by Rosa Diaz' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason.');
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'spam');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Link spam');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.url === '/api/reports')?.body).toEqual({
      objectType: 'comment',
      objectID: '00000000-0000-4000-8000-000000000001',
      reason: 'spam',
      note: 'Link spam',
    });
  });

  it('says so when the comment was reported already', async () => {
    signIn('reader');
    stubFetch((call) =>
      call.url === '/api/reports'
        ? failure(409, 'Conflict', 'You have reported this already; an operator will look at it.')
        : ok({ total: 1, comments: [comment('04', '00000000-0000-4000-8000-000000000002', 'Rosa')] }),
    );
    const { user } = renderWithApp(
      <Comments resourceID={PRODUCT} resourceType="product" commentActions={commentReport} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Report comment by Rosa Diaz' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'offensive');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have reported this already');
  });
});
