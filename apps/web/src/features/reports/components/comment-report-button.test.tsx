import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Comment } from '@tradeforge/contracts';
import { failure, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/session';
import { CommentReportButton } from './comment-report-button';

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

describe('CommentReportButton', () => {
  it("is offered on others' comments only, and sends the reason and note of the dialog", async () => {
    signIn('reader');
    const calls = stubFetch(() => ({
      status: 201,
      body: { success: true, data: { reportID: '00000000-0000-4000-8000-0000000000ff' } },
    }));
    const { user } = renderWithApp(
      <ul aria-label="Comments">
        {[
          comment('01', '00000000-0000-4000-8000-000000000002', 'Rosa'),
          comment('02', ME, 'Me'),
          comment('03', '00000000-0000-4000-8000-000000000003', '', {
            removed: true,
            content: '',
            replies: 1,
          }),
        ].map((item) => (
          <li key={item.commentID}>
            {item.content}
            <CommentReportButton comment={item} />
          </li>
        ))}
      </ul>,
    );
    const list = screen.getByRole('list', { name: 'Comments' });
    const [others, mine, removed] = within(list).getAllByRole('listitem');
    expect(within(mine!).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    expect(within(removed!).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();

    await user.click(within(others!).getByRole('button', { name: 'Report comment by Rosa Diaz' }));
    // The dialog is a lazy module: its first load takes a moment.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Report comment by Rosa Diaz' },
      { timeout: 5_000 },
    );
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
    stubFetch(() => failure(409, 'Conflict', 'You have reported this already; an operator will look at it.'));
    const { user } = renderWithApp(
      <CommentReportButton comment={comment('04', '00000000-0000-4000-8000-000000000002', 'Rosa')} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Report comment by Rosa Diaz' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'offensive');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have reported this already');
  });
});
